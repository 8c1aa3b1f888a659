/* parse_internal.h — the parser's state and helpers shared by parse_expr.c, parse_stmt.c and
 * parse_fstring.c. Private to vm/front. */
#ifndef WEFT_FRONT_PARSE_INTERNAL_H
#define WEFT_FRONT_PARSE_INTERNAL_H

#include <setjmp.h>
#include <stdbool.h>

#include "depth.h"
#include "parser.h"


typedef struct Parser {
  const Token *toks;
  int n, pos;
  Diag *diag;
  Arena *arena;
  DepthGuard depth; /* nested expressions (`- - - x`, `not not x`, `a**b**c`, lambdas) and elif
                       chains (each elif nests in the tree): vm_parse_depth_limit */
  bool too_deep;    /* gave up at VM_DIAG_TOO_DEEP: the rest of the input is skipped */
  jmp_buf *recover; /* the innermost statement's recovery point */
  bool eof_reported; /* the lexer already explained why the input ended early */
  Span unclosed;     /* ... at this bracket: later errors are its consequences */
  const char *block_kw; /* the statement whose block comes next ("if", "for", ...) */
  int block_line;
  FuncNode *func; /* the def or lambda being parsed (NULL at module level): yield marks it */
  PtrVec *annotated; /* while in a class body (not in its functions): its annotated names */
  Span last_disj; /* the or_test parsed last: where a missing comma's report begins */
  bool in_pattern;
  const char *mangle; /* in a class body (and its defs): the class's name without leading '_', for
                         `__x` names (NULL: none, or a name of underscores only) */ /* reading a case's patterns: `p as name` is a sub-pattern, `:=` is not allowed */
} Parser;

static inline const Token *p_cur(Parser *p) { return &p->toks[p->pos]; }
static inline const Token *p_peek(Parser *p, int k) {
  int i = p->pos + k;
  return &p->toks[i < p->n ? i : p->n - 1];
}
static inline bool p_at(Parser *p, TokKind k) { return p->toks[p->pos].kind == k; }
const Token *vm_p_advance(Parser *p);
bool vm_p_match(Parser *p, TokKind k);
/* Consume k or report "expected 'k'" and recover. */
const Token *vm_p_expect(Parser *p, TokKind k);
/* Report an error and abandon the current statement (longjmp to its recovery point). */
_Noreturn void vm_p_fail(Parser *p, Span s, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Report an error but keep parsing. */
void vm_p_error(Parser *p, Span s, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
_Noreturn void vm_p_unexpected(Parser *p);
/* One level deeper (an operand, an elif), or the too-deep error and the parse abandoned. */
void vm_p_enter(Parser *p);

Expr *vm_p_new_expr(Parser *p, ExprKind k, Span s);
Span vm_span_join(Span a, Span b);

/* Expressions (parse_expr.c) */
Expr *vm_parse_expr(Parser *p);            /* test: one expression, no bare tuple */
Expr *vm_parse_testlist(Parser *p);        /* expr (',' expr)* [','] → maybe a tuple */
Expr *vm_parse_target_list(Parser *p);     /* for-loop / comprehension targets */
Expr *vm_parse_or_test(Parser *p);
/* At `NAME = value` where a condition is expected: Python's hint that '==' was meant. */
void vm_check_assign_in_test(Parser *p, Expr *test);
bool vm_starts_expr(TokKind k);
/* Check that e may be assigned to; what is "assign"/"delete" for the messages ("assign=" for
 * the sole target of a statement with one '=', where Python suggests '=='). */
void vm_check_target(Parser *p, Expr *e, const char *what);
FuncNode *vm_parse_params(Parser *p, TokKind closer, FuncNode *f);
/* Add name: ann to the def's annotations (f->annotations, a dict display). */
void vm_p_add_annotation(Parser *p, FuncNode *f, const char *name, Span at, Expr *ann);
/* genexp after its element, cur at 'for' */
Expr *vm_parse_genexp(Parser *p, Expr *elt);
/* yield_expr, cur at 'yield' */
Expr *vm_parse_yield(Parser *p);

/* f-strings and string concatenation (parse_fstring.c): cur is a TK_STRING. */
Expr *vm_parse_strings(Parser *p);

/* Statements (parse_stmt.c) */
Block vm_parse_block(Parser *p);
/* match statement (parse_match.c), cur at the soft keyword: appends its statements to out */
void vm_parse_match(Parser *p, PtrVec *out);
Expr *vm_parse_pattern_as(Parser *p, Expr *pat);
/* The identifier t names, private names (`__x`, not `__x__`) mangled in a class: `_C__x`. */
const char *vm_p_ident(Parser *p, const Token *t);

#endif
