/* resolve.h — scopes and name binding, Python's rules: a name bound anywhere in a function
 * (assignment, for target, def, import, del, parameter) is local to it unless declared
 * `global`; other names are read from enclosing functions (closures: the binding becomes a
 * cell) or else are module globals/builtins. Comprehensions have their own scope but run in
 * their enclosing function's frame (a generator expression is a function of its own). A name
 * declared `nonlocal` is a free variable that assignments rebind in the enclosing frame's cell. */
#ifndef WEFT_FRONT_RESOLVE_H
#define WEFT_FRONT_RESOLVE_H

#include "ast.h"
#include "diag.h"

/* A class body is a scope whose names live in the class's namespace; it runs in the
 * enclosing function's frame and is invisible to the functions and comprehensions inside it,
 * except for the implicit `__class__` cell that zero-argument super() reads. */
typedef enum { SCOPE_MODULE, SCOPE_FUNCTION, SCOPE_COMPREHENSION, SCOPE_CLASS } ScopeKind;

enum {
  SYM_BOUND = 1,   /* assigned in this scope: a local */
  SYM_GLOBAL = 2,  /* declared `global` */
  SYM_PARAM = 4,
  SYM_CELL = 8,    /* captured by an inner function: lives in a cell */
  SYM_FREE = 16,   /* read from an enclosing function's cell */
  SYM_NONLOCAL = 32 /* declared `nonlocal`: free, and assignments rebind the cell */,
  SYM_CLASSCELL = 64, /* a class scope's `__class__` cell (a register of the enclosing frame) */
  SYM_IMPORTED = 128, /* bound by imports only so far (a later `global` of it is allowed) */
  SYM_GLOBAL_REACHED = 256, /* SYM_GLOBAL: the resolver is past its `global` statement */
  SYM_GLOBAL_USED = 512, /* SYM_GLOBAL_REACHED and read since: a later `global` of it is an error */
  SYM_GLOBAL_REPORTED = 1024 /* that error was reported (once per name) */
};

typedef struct Symbol {
  const char *name;
  int flags;
  int reg;              /* register (locals, cells): assigned by the compiler */
  int free_index;       /* SYM_FREE: index in the function's closure cells */
  struct Symbol *outer; /* SYM_FREE: what it captures in the enclosing frame */
  Span decl;            /* SYM_NONLOCAL, SYM_GLOBAL: the declaring statement */
} Symbol;

typedef struct Scope {
  ScopeKind kind;
  struct Scope *parent;
  Symbol **syms;
  int nsyms, cap;
  int *index, indexcap; /* open addressing over syms by name (1 + position; 0 empty) */
  Symbol **frees; /* SYM_FREE symbols in closure order (function scopes only) */
  int nfree, freecap;
  bool genexp; /* a generator expression's function: `:=` inside binds in the scope around it */
} Scope;

/* Resolve a parsed module: creates the scopes and annotates every Name. Errors go to d. The
 * tree's depth counts from depth_start (CPython's compiler starts from the depth of the code
 * that compiles it) and may reach depth_limit (depth.h). */
void vm_resolve(AstModule *m, Diag *d, Arena *a, int depth_start, int depth_limit);
Symbol *vm_scope_find(Scope *s, const char *name);

#endif
