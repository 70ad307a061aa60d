import * as React from 'react';
import type { ToastProps } from './toast';

// Spec 01 §9: one toast at a time; a dismissed toast is removed from memory after 1,000,000 ms.
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastItem extends Omit<ToastProps, 'title'> {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
}

type State = { toasts: ToastItem[] };
type Action =
  | { type: 'ADD'; toast: ToastItem }
  | { type: 'UPDATE'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'DISMISS'; id?: string }
  | { type: 'REMOVE'; id?: string };

let count = 0;
const nextId = () => String((count = (count + 1) % Number.MAX_SAFE_INTEGER));
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners: Array<(s: State) => void> = [];
let memory: State = { toasts: [] };

function scheduleRemove(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'REMOVE', id });
    }, TOAST_REMOVE_DELAY),
  );
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS':
      return {
        toasts: state.toasts.map((t) =>
          action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE':
      return { toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id) };
  }
}

function dispatch(action: Action) {
  if (action.type === 'DISMISS') {
    for (const t of memory.toasts) if (action.id === undefined || t.id === action.id) scheduleRemove(t.id);
  }
  memory = reducer(memory, action);
  for (const l of listeners) l(memory);
}

export type ToastInput = Omit<ToastItem, 'id'>;

export function toast(props: ToastInput) {
  const id = nextId();
  const dismiss = () => dispatch({ type: 'DISMISS', id });
  dispatch({
    type: 'ADD',
    toast: { ...props, id, open: true, onOpenChange: (open) => (open ? undefined : dismiss()) },
  });
  return { id, dismiss, update: (p: ToastInput) => dispatch({ type: 'UPDATE', toast: { ...p, id } }) };
}

export function useToast() {
  const [state, setState] = React.useState<State>(memory);
  React.useEffect(() => {
    listeners.push(setState);
    return () => {
      const i = listeners.indexOf(setState);
      if (i > -1) listeners.splice(i, 1);
    };
  }, []);
  return { ...state, toast, dismiss: (id?: string) => dispatch({ type: 'DISMISS', id }) };
}
