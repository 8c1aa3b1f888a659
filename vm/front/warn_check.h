/* warn_check.h — the SyntaxWarnings CPython 3.11's compiler gives for code that can only fail or
 * is always true: calling a literal (`5()`, "perhaps you missed a comma?"), subscripting one
 * (`[1, 2][1, 2]`), `is` with a literal, `assert (x, "msg")`. Found on the resolved tree in the
 * order CPython's compiler meets them; the host hands them to the warnings module. */
#ifndef WEFT_FRONT_WARN_CHECK_H
#define WEFT_FRONT_WARN_CHECK_H

#include "ast.h"

typedef struct CompileWarning {
  Span span;           /* the expression (or statement) the compiler was at */
  const char *message; /* in the arena */
} CompileWarning;

typedef struct CompileWarnings {
  CompileWarning *items; /* in the arena */
  int n, cap;
} CompileWarnings;

void vm_find_syntax_warnings(const AstModule *m, CompileWarnings *out, Arena *a);

#endif
