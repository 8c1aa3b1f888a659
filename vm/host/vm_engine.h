/* vm_engine.h — what the compiled engines (vm/kir) read from the host VM about a Python
 * function: the syntax tree it was compiled from and the module globals its code sees (read
 * only but for vm_function_rebind_globals); implemented in vm_engine.c. */
#ifndef WEFT_HOST_VM_ENGINE_H
#define WEFT_HOST_VM_ENGINE_H

#include "../front/ast.h"
#include "../obj/value.h"

/* The def or lambda node the Python function fn was compiled from, resolved (it lives as long
 * as fn), or NULL when fn is not a Python function or has none. */
const FuncNode *vm_function_node(Value fn);

/* A module global or builtin as the code of the Python function fn sees it, looked up by
 * name when compiling (Numba freezes globals as constants): borrowed; RT_UNDEF when unbound. */
Value vm_function_global(Value fn, const char *name);

/* The value of the closure variable name of the Python function fn (a kernel made by a
 * factory sees its arguments, frozen as constants when it compiles, as Numba does): borrowed;
 * RT_UNDEF when fn has no such free variable or its cell is unbound. */
Value vm_function_free(Value fn, const char *name);

/* The one write: every module global of fn's program that holds `from` now holds `to` (an
 * @overload'ed function seen by interpreted @jit code, and back); how many were rebound. */
int vm_function_rebind_globals(Value fn, Value from, Value to);

/* The other write: the module global `name` of fn's program now holds v (increfed); returns
 * what it held (owned; RT_UNDEF when there is no such global). Interpreted @jit code sees the
 * values its globals had when it first ran (Numba freezes them as constants) this way. */
Value vm_function_swap_global(Value fn, const char *name, Value v);

#endif
