import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface State {
  hasError: boolean;
}

/** Last line of defence around the whole app, including the providers and the router. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error in the app', error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <ErrorScreen /> : this.props.children;
  }
}
