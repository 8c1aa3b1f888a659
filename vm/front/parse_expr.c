/* parse_expr.c — expressions: Python's precedence climbing written as one function per
 * grammar rule, plus targets, calls, subscripts, comprehensions and lambdas. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "parse_internal.h"

/* ---- shared helpers ---- */

const Token *vm_p_advance(Parser *p) {
  const Token *t = &p->toks[p->pos];
  if (p->pos < p->n - 1) p->pos++;
  return t;
}

bool vm_p_match(Parser *p, TokKind k) {
  if (!p_at(p, k)) return false;
  vm_p_advance(p);
  return true;
}

/* The token that starts at s, if any. */
static const Token *token_at(const Parser *p, Span s) {
  for (int k = 0; k < p->n; k++)
    if (p->toks[k].span.line == s.line && p->toks[k].span.col == s.col) return &p->toks[k];
  return NULL;
}

/* Errors after a bracket that is never closed only repeat that problem: CPython's parser
 * reaches the end of input looking for more of the expression, and reports the bracket. Not
 * when it stops at a token no rule takes there, before looking further: `def f(:` is
 * "invalid syntax" at the ':' (the lexer's "'(' was never closed" goes). */
static bool consequence(Parser *p, Span s) {
  if (!p->eof_reported || p->unclosed.line == 0) return false;
  const Token *t = token_at(p, s);
  if (s.line == p->unclosed.line && s.col > p->unclosed.col && t && t->kind == TK_COLON) {
    vm_diag_drop(p->diag, p->unclosed);
    p->unclosed.line = 0;
    return false;
  }
  return s.line > p->unclosed.line || (s.line == p->unclosed.line && s.col > p->unclosed.col);
}

void vm_p_error(Parser *p, Span s, const char *fmt, ...) {
  if (consequence(p, s)) return;
  char buf[400];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  vm_diag_error(p->diag, s, "%s", buf);
}

void vm_p_fail(Parser *p, Span s, const char *fmt, ...) {
  if (consequence(p, s)) longjmp(*p->recover, 1);
  char buf[400];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  vm_diag_error(p->diag, s, "%s", buf);
  longjmp(*p->recover, 1);
}

void vm_p_unexpected(Parser *p) {
  const Token *t = p_cur(p);
  if (t->kind == TK_INDENT) vm_p_fail(p, t->span, "unexpected indent");
  if (t->kind == TK_EOF && p->eof_reported) longjmp(*p->recover, 1);
  if (t->kind == TK_EOF) vm_p_fail(p, t->span, "unexpected EOF while parsing");
  if (t->kind == TK_ERROR) longjmp(*p->recover, 1); /* the lexer already reported it */
  vm_p_fail(p, t->span, "invalid syntax");
}

static bool soft_keyword(const Token *t) {
  static const char *const soft[] = {"match", "case", "_"};
  for (size_t i = 0; i < sizeof soft / sizeof soft[0]; i++) {
    if ((size_t)t->len == strlen(soft[i]) && strncmp(t->start, soft[i], (size_t)t->len) == 0) return true;
  }
  return false;
}

/* Inside brackets, an expression right after another one: Python reports the pair as a
 * missing comma (not after a name followed by a string, nor after a soft keyword). */
static void forgot_comma(Parser *p) {
  const Token *t = p_cur(p), *prev = &p->toks[p->pos - 1];
  Span a = p->last_disj;
  if (!vm_starts_expr(t->kind) || t->kind == TK_STAR || t->kind == TK_YIELD) return;
  if (a.line == 0 || a.end_line != prev->span.end_line || a.end_col != prev->span.end_col) return;
  bool lone_name = prev->kind == TK_NAME && a.line == prev->span.line && a.col == prev->span.col;
  if (lone_name && (t->kind == TK_STRING || soft_keyword(prev))) return;
  Expr *b = vm_parse_expr(p);
  vm_p_fail(p, vm_span_join(a, vm_outer(b)), "invalid syntax. Perhaps you forgot a comma?");
}

const Token *vm_p_expect(Parser *p, TokKind k) {
  if (p_at(p, k)) return vm_p_advance(p);
  const Token *t = p_cur(p);
  if (t->kind == TK_ERROR || (t->kind == TK_EOF && p->eof_reported)) longjmp(*p->recover, 1);
  if ((k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE) && p->pos > 0) {
    forgot_comma(p);
    vm_p_unexpected(p); /* Python insists on no closing bracket: plain invalid syntax */
  }
  Span s = t->span;
  /* Python points just past the previous token when the line ended too soon. */
  if (p->pos > 0 && t->kind == TK_NEWLINE) {
    const Token *prev = &p->toks[p->pos - 1];
    s = (Span){prev->span.end_line, prev->span.end_col, prev->span.end_line, prev->span.end_col + 1};
  }
  /* Python names only the tokens its grammar insists on; a missing name is invalid syntax. */
  if (k == TK_NAME || k == TK_IMPORT || k == TK_IN) vm_p_unexpected(p);
  Span first = {t->span.line, t->span.col, t->span.line, t->span.col + 1}; /* one caret */
  if (k == TK_INDENT && p->block_kw) {
    if (strcmp(p->block_kw, "function definition") == 0 || strcmp(p->block_kw, "class definition") == 0) {
      vm_p_fail(p, first, "expected an indented block after %s on line %d", p->block_kw,
                p->block_line);
    }
    vm_p_fail(p, first, "expected an indented block after '%s' statement on line %d",
              p->block_kw, p->block_line);
  }
  if (k == TK_INDENT) vm_p_fail(p, first, "expected an indented block");
  vm_p_fail(p, s, "expected '%s'", vm_token_text[k]);
}

Expr *vm_p_new_expr(Parser *p, ExprKind k, Span s) {
  Expr *e = vm_arena_alloc(p->arena, sizeof *e);
  e->kind = k;
  e->span = s;
  return e;
}

const char *vm_p_ident(Parser *p, const Token *t) {
  size_t n = (size_t)t->len;
  bool private = p->mangle && n > 2 && t->start[0] == '_' && t->start[1] == '_' &&
                 !(t->start[n - 1] == '_' && t->start[n - 2] == '_');
  if (!private) return vm_arena_strndup(p->arena, t->start, n);
  size_t m = strlen(p->mangle);
  char *s = vm_arena_alloc(p->arena, m + n + 2);
  s[0] = '_';
  memcpy(s + 1, p->mangle, m);
  memcpy(s + 1 + m, t->start, n);
  s[1 + m + n] = '\0';
  return s;
}

Span vm_span_join(Span a, Span b) {
  Span s = {a.line, a.col, b.end_line, b.end_col};
  return s;
}

static Span prev_span(Parser *p) { return p->toks[p->pos > 0 ? p->pos - 1 : 0].span; }

void vm_p_enter(Parser *p) {
  if (vm_depth_enter(&p->depth)) return;
  p->too_deep = true;
  vm_diag_too_deep(p->diag, p_cur(p)->span);
  longjmp(*p->recover, 1);
}

bool vm_starts_expr(TokKind k) {
  switch (k) {
    case TK_NAME: case TK_INT: case TK_FLOAT: case TK_STRING: case TK_LPAREN:
    case TK_LBRACKET: case TK_LBRACE: case TK_MINUS: case TK_PLUS: case TK_TILDE:
    case TK_NOT: case TK_LAMBDA: case TK_NONE: case TK_TRUE: case TK_FALSE:
    case TK_ELLIPSIS: case TK_AWAIT: case TK_STAR: case TK_YIELD:
      return true;
    default:
      return false;
  }
}

/* ---- targets ---- */

static const char *target_problem(Expr *e) {
  switch (e->kind) {
    case EX_CALL: return "function call";
    case EX_ATTR: return "attribute"; /* valid targets, named where '=' meant '==' */
    case EX_SUBSCRIPT: return "subscript";
    case EX_INT: case EX_FLOAT: case EX_STR: case EX_BYTES: case EX_ELLIPSIS: case EX_BIGINT:
    case EX_IMAG:
      return "literal";
    case EX_NONE: return "None";
    case EX_TRUE: return "True";
    case EX_FALSE: return "False";
    case EX_FSTRING: return "f-string expression";
    case EX_COMPARE: return "comparison";
    case EX_IFEXP: return "conditional expression";
    case EX_LAMBDA: return "lambda";
    case EX_LISTCOMP: return "list comprehension";
    case EX_DICT: return "dict literal";
    case EX_SET: return "set display";
    case EX_DICTCOMP: return "dict comprehension";
    case EX_SETCOMP: return "set comprehension";
    default: return "expression";
  }
}

/* Whether Python's "Maybe you meant '=='" applies to a bad target right before '=': it does
 * for an operand (a bitwise-or expression) that is no display or constant name. */
static bool suggests_eq(const Expr *e) {
  switch (e->kind) {
    case EX_COMPARE: case EX_BOOLOP: case EX_IFEXP: case EX_LAMBDA: case EX_TRUE: case EX_FALSE:
    case EX_NONE: case EX_LIST: case EX_TUPLE: case EX_GENEXP:
      return false;
    case EX_UNARY:
      return e->as.unary.op != RT_UOP_NOT;
    default:
      return true;
  }
}

void vm_check_target(Parser *p, Expr *e, const char *what) {
  bool single = strcmp(what, "assign=") == 0, here = single && suggests_eq(e);
  if (single) what = "assign";
  switch (e->kind) {
    case EX_NAME: case EX_ATTR: case EX_SUBSCRIPT:
      return;
    case EX_TUPLE: case EX_LIST: {
      int stars = 0;
      for (int i = 0; i < e->as.seq.n; i++) {
        Expr *item = e->as.seq.items[i];
        /* the last item of a bare tuple is what stands right before the '=' */
        Span first = vm_outer(e->as.seq.items[0]); /* a bare tuple starts at its first item */
        bool bare = e->kind == EX_TUPLE && first.line == e->span.line && first.col == e->span.col;
        bool last = single && bare && i == e->as.seq.n - 1;
        if (item->kind == EX_STARRED && strcmp(what, "assign") == 0) {
          stars++;
          vm_check_target(p, item->as.starred, what);
        } else {
          vm_check_target(p, item, last ? "assign=" : what);
        }
      }
      if (stars > 1) vm_p_error(p, e->span, "multiple starred expressions in assignment");
      return;
    }
    case EX_STARRED:
      if (strcmp(what, "assign") == 0) vm_p_error(p, e->span, "starred assignment target must be in a list or tuple");
      else vm_p_error(p, e->span, "cannot %s starred", what);
      return;
    default:
      if (here) {
        vm_p_error(p, e->span, "cannot assign to %s here. Maybe you meant '==' instead of '='?",
                   target_problem(e));
      } else if (strcmp(what, "assign") == 0) {
        vm_p_error(p, e->span, "cannot assign to %s", target_problem(e));
      } else {
        vm_p_error(p, e->span, "cannot %s %s", what, target_problem(e));
      }
  }
}

/* ---- atoms ---- */

static Comprehension *parse_comp_for(Parser *p, int *ngens);
static Expr *parse_bitor(Parser *p);

/* namedexpr: NAME ':=' test — at the ':=' after target (the assignment expression) */
static Expr *named_expr(Parser *p, Expr *target) {
  if (p->in_pattern) vm_p_fail(p, p_cur(p)->span, "invalid syntax");
  if (target->kind != EX_NAME || target->paren.line) {
    const char *what = target->kind == EX_ATTR ? "attribute" : target->kind == EX_SUBSCRIPT ? "subscript"
                     : target->kind == EX_TUPLE ? "tuple" : target->kind == EX_LIST ? "list" : "expression";
    vm_p_fail(p, target->span, "cannot use assignment expressions with %s", what);
  }
  vm_p_advance(p);
  Expr *value = vm_parse_expr(p);
  Expr *e = vm_p_new_expr(p, EX_NAMEDEXPR, vm_span_join(target->span, vm_outer(value)));
  e->as.named.target = target;
  e->as.named.value = value;
  return e;
}

/* A comprehension in braces, after its element (and value): comp_for '}' */
static Expr *brace_comp(Parser *p, const Token *open, ExprKind kind, Expr *elt, Expr *value) {
  if (elt->kind == EX_STARRED) {
    vm_p_fail(p, elt->span, "iterable unpacking cannot be used in comprehension");
  }
  Expr *c = vm_p_new_expr(p, kind, open->span);
  c->as.comp.elt = elt;
  c->as.comp.value = value;
  c->as.comp.gens = parse_comp_for(p, &c->as.comp.ngens);
  c->span = vm_span_join(open->span, vm_p_expect(p, TK_RBRACE)->span);
  return c;
}

/* A dict display's value, just after its ':' (reported there when it is missing, as Python). */
static Expr *dict_value(Parser *p) {
  if (p_at(p, TK_RBRACE) || p_at(p, TK_COMMA))
    vm_p_fail(p, p->toks[p->pos - 1].span, "expression expected after dictionary key and ':'");
  return vm_parse_expr(p);
}

/* dict_items: (expr ':' expr | '**' bitor) (',' (expr ':' expr | '**' bitor))* [','] '}' */
static Expr *dict_display(Parser *p, const Token *open, Expr *key, Expr *value) {
  PtrVec keys = {0}, values = {0};
  vm_vec_push(&keys, key, p->arena);
  vm_vec_push(&values, value, p->arena);
  while (vm_p_match(p, TK_COMMA) && !p_at(p, TK_RBRACE)) {
    if (vm_p_match(p, TK_DSTAR)) {
      vm_vec_push(&keys, NULL, p->arena);
      vm_vec_push(&values, parse_bitor(p), p->arena);
      continue;
    }
    Expr *k = vm_parse_expr(p);
    if (!p_at(p, TK_COLON) && !p_at(p, TK_ERROR)) { /* under the key's last character */
      Span end = vm_outer(k);
      vm_p_fail(p, (Span){end.end_line, end.end_col - 1, end.end_line, end.end_col},
                "':' expected after dictionary key");
    }
    vm_vec_push(&keys, k, p->arena);
    vm_p_expect(p, TK_COLON);
    vm_vec_push(&values, dict_value(p), p->arena);
  }
  const Token *close = vm_p_expect(p, TK_RBRACE);
  Expr *d = vm_p_new_expr(p, EX_DICT, vm_span_join(open->span, close->span));
  d->as.dict.n = keys.n;
  d->as.dict.keys = (Expr **)vm_vec_freeze(&keys, p->arena);
  d->as.dict.values = (Expr **)vm_vec_freeze(&values, p->arena);
  return d;
}

/* The rest of a tuple, list or set display after the items so far: (',' expr)* [','] and the
 * closing bracket; the node spans the brackets. */
static Expr *finish_display(Parser *p, const Token *open, PtrVec *items, TokKind close_kind, ExprKind kind) {
  while (vm_p_match(p, TK_COMMA) && !p_at(p, close_kind)) vm_vec_push(items, vm_parse_expr(p), p->arena);
  const Token *close = vm_p_expect(p, close_kind);
  Expr *e = vm_p_new_expr(p, kind, vm_span_join(open->span, close->span));
  e->as.seq.n = items->n;
  e->as.seq.items = (Expr **)vm_vec_freeze(items, p->arena);
  return e;
}

/* dict_or_set: '{' [dict_items | set_items | expr ':' expr comp_for | expr comp_for] '}'
 * set_items: (expr | '*' bitor) (',' (expr | '*' bitor))* [','] */
static Expr *parse_brace(Parser *p) {
  const Token *open = vm_p_advance(p);
  if (p_at(p, TK_RBRACE)) {
    Expr *d = vm_p_new_expr(p, EX_DICT, vm_span_join(open->span, vm_p_advance(p)->span));
    d->as.dict.keys = d->as.dict.values = vm_arena_alloc(p->arena, sizeof(Expr *));
    return d;
  }
  if (vm_p_match(p, TK_DSTAR)) {
    Expr *v = parse_bitor(p);
    if (p_at(p, TK_FOR)) vm_p_fail(p, p_cur(p)->span, "dict unpacking cannot be used in dict comprehension");
    return dict_display(p, open, NULL, v);
  }
  Expr *first = vm_parse_expr(p);
  if (first->kind != EX_STARRED && vm_p_match(p, TK_COLON)) {
    Expr *value = dict_value(p);
    if (p_at(p, TK_FOR)) return brace_comp(p, open, EX_DICTCOMP, first, value);
    return dict_display(p, open, first, value);
  }
  if (p_at(p, TK_FOR)) return brace_comp(p, open, EX_SETCOMP, first, NULL);
  PtrVec items = {0};
  vm_vec_push(&items, first, p->arena);
  return finish_display(p, open, &items, TK_RBRACE, EX_SET);
}

static Comprehension *parse_comp_for(Parser *p, int *ngens);

/* paren_atom: '(' [testlist_comp] ')' — parenthesized expression or tuple */
static Expr *parse_paren(Parser *p) {
  const Token *open = vm_p_advance(p);
  if (p_at(p, TK_RPAREN)) {
    Expr *e = vm_p_new_expr(p, EX_TUPLE, vm_span_join(open->span, vm_p_advance(p)->span));
    return e;
  }
  if (p_at(p, TK_YIELD)) {
    Expr *y = vm_parse_yield(p);
    y->paren = vm_span_join(open->span, vm_p_expect(p, TK_RPAREN)->span);
    return y;
  }
  Expr *first = vm_parse_expr(p);
  if (p_at(p, TK_WALRUS)) first = named_expr(p, first);
  if (p_at(p, TK_FOR)) {
    Expr *g = vm_parse_genexp(p, first);
    g->paren = vm_span_join(open->span, vm_p_expect(p, TK_RPAREN)->span);
    return g;
  }
  if (!p_at(p, TK_COMMA)) {
    const Token *close = vm_p_expect(p, TK_RPAREN);
    first->paren = vm_span_join(open->span, close->span);
    return first;
  }
  PtrVec items = {0};
  vm_vec_push(&items, first, p->arena);
  return finish_display(p, open, &items, TK_RPAREN, EX_TUPLE);
}

/* list_atom: '[' [expr (',' expr)* [','] | expr comp_for] ']' */
static Expr *parse_list(Parser *p) {
  const Token *open = vm_p_advance(p);
  PtrVec items = {0};
  if (!p_at(p, TK_RBRACKET)) {
    Expr *first = vm_parse_expr(p);
    if (p_at(p, TK_FOR)) {
      Expr *c = vm_p_new_expr(p, EX_LISTCOMP, open->span);
      c->as.comp.elt = first;
      c->as.comp.gens = parse_comp_for(p, &c->as.comp.ngens);
      c->span = vm_span_join(open->span, vm_p_expect(p, TK_RBRACKET)->span);
      return c;
    }
    vm_vec_push(&items, first, p->arena);
  }
  return finish_display(p, open, &items, TK_RBRACKET, EX_LIST);
}

/* atom: NAME | NUMBER | STRING+ | '...' | None | True | False | '(' ... ')' | '[' ... ']' */
static Expr *parse_atom(Parser *p) {
  const Token *t = p_cur(p);
  Expr *e;
  switch (t->kind) {
    case TK_NAME:
      e = vm_p_new_expr(p, EX_NAME, t->span);
      e->as.name.id = vm_p_ident(p, t);
      vm_p_advance(p);
      return e;
    case TK_INT:
      if (t->str_flags & STR_INT_BIG) {
        e = vm_p_new_expr(p, EX_BIGINT, t->span);
        e->as.bigint.digits = t->str;
        e->as.bigint.base = (int)t->num.i;
      } else {
        e = vm_p_new_expr(p, EX_INT, t->span);
        e->as.i = t->num.i;
      }
      vm_p_advance(p);
      return e;
    case TK_FLOAT:
      e = vm_p_new_expr(p, t->str_flags & STR_IMAG ? EX_IMAG : EX_FLOAT, t->span);
      e->as.f = t->num.f;
      vm_p_advance(p);
      return e;
    case TK_STRING:
      return vm_parse_strings(p);
    case TK_NONE: case TK_TRUE: case TK_FALSE: case TK_ELLIPSIS:
      e = vm_p_new_expr(p, t->kind == TK_NONE ? EX_NONE : t->kind == TK_TRUE ? EX_TRUE
                           : t->kind == TK_FALSE ? EX_FALSE : EX_ELLIPSIS, t->span);
      vm_p_advance(p);
      return e;
    case TK_LPAREN:
      return parse_paren(p);
    case TK_LBRACKET:
      return parse_list(p);
    case TK_LBRACE:
      return parse_brace(p);
    case TK_YIELD:
      vm_p_fail(p, t->span, "invalid syntax");
    case TK_AWAIT:
      vm_p_fail(p, t->span, "async/await is not supported in Weft");
    default:
      vm_p_unexpected(p);
  }
}

/* ---- trailers ---- */

/* arglist: argument (',' argument)* [','];
 * argument: expr | '*' test | NAME '=' expr | '**' expr
 * A generator expression may be the sole argument without its own parentheses. Keywords and
 * `**` items stay in one list in source order (a `**` item has a NULL name). */
static Expr *parse_call(Parser *p, Expr *fn) {
  vm_p_advance(p);
  PtrVec args = {0}, kwn = {0}, kwv = {0};
  bool dstar = false;
  Span first_kw = {0}, kw_end = {0};
  const char *late = NULL; /* reported at the ')', where Python notices */
  while (!p_at(p, TK_RPAREN)) {
    const Token *t = p_cur(p);
    if (kwn.n == 0) first_kw = t->span;
    if (t->kind == TK_DSTAR) {
      vm_p_advance(p);
      dstar = true;
      vm_vec_push(&kwn, NULL, p->arena);
      vm_vec_push(&kwv, vm_parse_expr(p), p->arena);
      kw_end = prev_span(p);
      if (!vm_p_match(p, TK_COMMA)) break;
      continue;
    }
    if (t->kind == TK_NAME && p_peek(p, 1)->kind == TK_ASSIGN) {
      const char *name = vm_p_ident(p, t);
      vm_p_advance(p);
      vm_p_advance(p);
      Expr *value = vm_parse_expr(p);
      for (int i = 0; i < kwn.n; i++) {
        if (kwn.items[i] && strcmp(kwn.items[i], name) == 0) {
          vm_p_error(p, vm_span_join(t->span, vm_outer(value)), "keyword argument repeated: %s", name);
        }
      }
      vm_vec_push(&kwn, (void *)name, p->arena);
      vm_vec_push(&kwv, value, p->arena);
      kw_end = prev_span(p);
    } else {
      Expr *a;
      if (t->kind == TK_STAR) { /* a call's starred argument takes a whole expression: f(*a or b) */
        vm_p_advance(p);
        Expr *inner = vm_parse_expr(p);
        a = vm_p_new_expr(p, EX_STARRED, vm_span_join(t->span, vm_outer(inner)));
        a->as.starred = inner;
      } else {
        a = vm_parse_expr(p);
      }
      if (p_at(p, TK_FOR)) {
        a = vm_parse_genexp(p, a);
        bool sole = args.n == 0 && kwn.n == 0 && !(p_at(p, TK_COMMA) && p_peek(p, 1)->kind != TK_RPAREN);
        if (!sole) vm_p_fail(p, a->span, "Generator expression must be parenthesized");
      }
      if (p_at(p, TK_WALRUS)) a = named_expr(p, a);
      if (dstar && a->kind != EX_STARRED) {
        if (!late) late = "positional argument follows keyword argument unpacking";
      } else if (dstar) {
        vm_p_error(p, vm_span_join(first_kw, kw_end),
                   "iterable argument unpacking follows keyword argument unpacking");
      } else if (kwn.n > 0 && a->kind != EX_STARRED && !late) {
        late = "positional argument follows keyword argument";
      }
      vm_vec_push(&args, a, p->arena);
    }
    if (!vm_p_match(p, TK_COMMA)) break;
  }
  const Token *close = vm_p_expect(p, TK_RPAREN);
  if (late) vm_p_error(p, close->span, "%s", late);
  Expr *c = vm_p_new_expr(p, EX_CALL, vm_span_join(vm_outer(fn), close->span));
  c->as.call.func = fn;
  c->as.call.nargs = args.n;
  c->as.call.args = (Expr **)vm_vec_freeze(&args, p->arena);
  c->as.call.nkw = kwn.n;
  c->as.call.kwnames = (const char **)vm_vec_freeze(&kwn, p->arena);
  c->as.call.kwvalues = (Expr **)vm_vec_freeze(&kwv, p->arena);
  return c;
}

/* subscript: expr | [expr] ':' [expr] [':' [expr]] */
static Expr *parse_subscript_item(Parser *p) {
  Expr *lo = NULL;
  Span start = p_cur(p)->span;
  if (!p_at(p, TK_COLON)) {
    lo = vm_parse_expr(p);
    if (!p_at(p, TK_COLON)) return lo;
  }
  vm_p_advance(p);
  Expr *s = vm_p_new_expr(p, EX_SLICE, start);
  s->as.slice.lo = lo;
  if (!p_at(p, TK_COLON) && !p_at(p, TK_COMMA) && !p_at(p, TK_RBRACKET)) s->as.slice.hi = vm_parse_expr(p);
  if (vm_p_match(p, TK_COLON) && !p_at(p, TK_COMMA) && !p_at(p, TK_RBRACKET)) {
    s->as.slice.step = vm_parse_expr(p);
  }
  s->span = vm_span_join(start, prev_span(p));
  return s;
}

/* subscriptlist: subscript (',' subscript)* [','] */
static Expr *parse_index(Parser *p, Expr *obj) {
  const Token *open = vm_p_advance(p);
  Expr *first = parse_subscript_item(p);
  Expr *index = first;
  if (p_at(p, TK_COMMA)) {
    PtrVec items = {0};
    vm_vec_push(&items, first, p->arena);
    while (vm_p_match(p, TK_COMMA) && !p_at(p, TK_RBRACKET)) vm_vec_push(&items, parse_subscript_item(p), p->arena);
    index = vm_p_new_expr(p, EX_TUPLE, vm_span_join(vm_outer(first), prev_span(p)));
    index->as.seq.n = items.n;
    index->as.seq.items = (Expr **)vm_vec_freeze(&items, p->arena);
  }
  (void)open;
  const Token *close = vm_p_expect(p, TK_RBRACKET);
  Expr *e = vm_p_new_expr(p, EX_SUBSCRIPT, vm_span_join(vm_outer(obj), close->span));
  e->as.subscript.obj = obj;
  e->as.subscript.index = index;
  return e;
}

/* primary: atom trailer*;  trailer: '(' arglist ')' | '[' subscriptlist ']' | '.' NAME */
static Expr *parse_primary(Parser *p) {
  Expr *e = parse_atom(p);
  for (;;) {
    if (p_at(p, TK_LPAREN)) {
      e = parse_call(p, e);
    } else if (p_at(p, TK_LBRACKET)) {
      e = parse_index(p, e);
    } else if (p_at(p, TK_DOT)) {
      vm_p_advance(p);
      const Token *name = p_cur(p);
      if (name->kind != TK_NAME) vm_p_fail(p, name->span, "invalid syntax");
      vm_p_advance(p);
      Expr *a = vm_p_new_expr(p, EX_ATTR, vm_span_join(vm_outer(e), name->span));
      a->as.attr.obj = e;
      a->as.attr.name = vm_p_ident(p, name);
      e = a;
    } else {
      return e;
    }
  }
}

/* ---- operators ---- */

static Expr *parse_factor(Parser *p);

/* power: primary ['**' factor] */
static Expr *parse_power(Parser *p) {
  Expr *base = parse_primary(p);
  if (!p_at(p, TK_DSTAR)) return base;
  Span op = vm_p_advance(p)->span;
  vm_p_enter(p);
  Expr *exp = parse_factor(p);
  vm_depth_leave(&p->depth);
  Expr *e = vm_p_new_expr(p, EX_BINOP, vm_span_join(vm_outer(base), vm_outer(exp)));
  e->as.binop.op = RT_OP_POW;
  e->as.binop.left = base;
  e->as.binop.right = exp;
  e->as.binop.op_span = op;
  return e;
}

/* factor: ('+'|'-'|'~') factor | power */
static Expr *parse_factor(Parser *p) {
  const Token *t = p_cur(p);
  UnOp op;
  if (t->kind == TK_MINUS) op = RT_UOP_NEG;
  else if (t->kind == TK_PLUS) op = RT_UOP_POS;
  else if (t->kind == TK_TILDE) op = RT_UOP_INVERT;
  else return parse_power(p);
  const Token *lit = p_peek(p, 1);
  if (op == RT_UOP_NEG && lit->kind == TK_INT && (lit->str_flags & STR_INT_MIN) &&
      p_peek(p, 2)->kind != TK_DSTAR && p_peek(p, 2)->kind != TK_LBRACKET &&
      p_peek(p, 2)->kind != TK_DOT && p_peek(p, 2)->kind != TK_LPAREN) {
    vm_p_advance(p);
    vm_p_advance(p);
    Expr *e = vm_p_new_expr(p, EX_INT, vm_span_join(t->span, lit->span));
    e->as.i = INT64_MIN;
    return e;
  }
  vm_p_advance(p);
  vm_p_enter(p);
  Expr *operand = parse_factor(p);
  vm_depth_leave(&p->depth);
  Expr *e = vm_p_new_expr(p, EX_UNARY, vm_span_join(t->span, vm_outer(operand)));
  e->as.unary.op = op;
  e->as.unary.operand = operand;
  return e;
}

typedef struct BinLevel {
  TokKind tok;
  BinOp op;
} BinLevel;

static const BinLevel term_ops[] = {{TK_STAR, RT_OP_MUL}, {TK_SLASH, RT_OP_TRUEDIV},
                                    {TK_DSLASH, RT_OP_FLOORDIV}, {TK_PERCENT, RT_OP_MOD},
                                    {TK_AT, RT_OP_MATMUL}, {TK_EOF, 0}};
static const BinLevel arith_ops[] = {{TK_PLUS, RT_OP_ADD}, {TK_MINUS, RT_OP_SUB}, {TK_EOF, 0}};
static const BinLevel shift_ops[] = {{TK_LSHIFT, RT_OP_LSHIFT}, {TK_RSHIFT, RT_OP_RSHIFT}, {TK_EOF, 0}};
static const BinLevel and_ops[] = {{TK_AMP, RT_OP_AND}, {TK_EOF, 0}};
static const BinLevel xor_ops[] = {{TK_CARET, RT_OP_XOR}, {TK_EOF, 0}};
static const BinLevel or_ops[] = {{TK_PIPE, RT_OP_OR}, {TK_EOF, 0}};
static const BinLevel *const levels[] = {or_ops, xor_ops, and_ops, shift_ops, arith_ops, term_ops};
#define NLEVELS 6

/* bitor: bitxor ('|' bitxor)*;  bitxor: bitand ('^' bitand)*;  bitand: shift ('&' shift)*;
 * shift: arith (('<<'|'>>') arith)*;  arith: term (('+'|'-') term)*;
 * term: factor (('*'|'/'|'//'|'%'|'@') factor)* */
static Expr *parse_binary(Parser *p, int level) {
  if (level == NLEVELS) return parse_factor(p);
  Expr *left = parse_binary(p, level + 1);
  for (;;) {
    const BinLevel *l = levels[level];
    while (l->tok != TK_EOF && l->tok != p_cur(p)->kind) l++;
    if (l->tok == TK_EOF) return left;
    Span op = vm_p_advance(p)->span;
    Expr *right = parse_binary(p, level + 1);
    Expr *e = vm_p_new_expr(p, EX_BINOP, vm_span_join(vm_outer(left), vm_outer(right)));
    e->as.binop.op = l->op;
    e->as.binop.left = left;
    e->as.binop.right = right;
    e->as.binop.op_span = op;
    left = e;
  }
}

static Expr *parse_bitor(Parser *p) { return parse_binary(p, 0); }

static bool comp_op(Parser *p, CmpOp *op) {
  switch (p_cur(p)->kind) {
    case TK_LT: *op = CMP_LT; break;
    case TK_LE: *op = CMP_LE; break;
    case TK_GT: *op = CMP_GT; break;
    case TK_GE: *op = CMP_GE; break;
    case TK_EQ: *op = CMP_EQ; break;
    case TK_NE: *op = CMP_NE; break;
    case TK_IN: *op = CMP_IN; break;
    case TK_IS:
      vm_p_advance(p);
      *op = vm_p_match(p, TK_NOT) ? CMP_ISNOT : CMP_IS;
      return true;
    case TK_NOT:
      vm_p_advance(p);
      if (!p_at(p, TK_IN)) vm_p_unexpected(p); /* only `not in` follows an operand */
      *op = CMP_NOTIN;
      break;
    default:
      return false;
  }
  vm_p_advance(p);
  return true;
}

/* comparison: bitor (comp_op bitor)* */
static Expr *parse_comparison(Parser *p) {
  Expr *first = parse_bitor(p);
  CmpOp op;
  if (!comp_op(p, &op)) return first;
  PtrVec operands = {0};
  int nops = 0, capops = 4;
  CmpOp *ops = vm_arena_alloc(p->arena, sizeof(CmpOp) * (size_t)capops);
  vm_vec_push(&operands, first, p->arena);
  do {
    if (nops == capops) {
      CmpOp *more = vm_arena_alloc(p->arena, sizeof(CmpOp) * (size_t)capops * 2);
      memcpy(more, ops, sizeof(CmpOp) * (size_t)nops);
      ops = more;
      capops *= 2;
    }
    ops[nops++] = op;
    vm_vec_push(&operands, parse_bitor(p), p->arena);
  } while (comp_op(p, &op));
  Expr *last = operands.items[operands.n - 1];
  Expr *e = vm_p_new_expr(p, EX_COMPARE, vm_span_join(vm_outer(first), vm_outer(last)));
  e->as.compare.n = operands.n;
  e->as.compare.operands = (Expr **)vm_vec_freeze(&operands, p->arena);
  e->as.compare.ops = ops;
  return e;
}

/* not_test: 'not' not_test | comparison */
static Expr *parse_not(Parser *p) {
  if (!p_at(p, TK_NOT)) return parse_comparison(p);
  const Token *t = vm_p_advance(p);
  vm_p_enter(p);
  Expr *operand = parse_not(p);
  vm_depth_leave(&p->depth);
  Expr *e = vm_p_new_expr(p, EX_UNARY, vm_span_join(t->span, vm_outer(operand)));
  e->as.unary.op = RT_UOP_NOT;
  e->as.unary.operand = operand;
  return e;
}

static Expr *bool_chain(Parser *p, Expr *(*sub)(Parser *), TokKind tok, bool is_and) {
  Expr *left = sub(p);
  while (vm_p_match(p, tok)) {
    Expr *right = sub(p);
    Expr *e = vm_p_new_expr(p, EX_BOOLOP, vm_span_join(vm_outer(left), vm_outer(right)));
    e->as.boolop.is_and = is_and;
    e->as.boolop.left = left;
    e->as.boolop.right = right;
    left = e;
  }
  return left;
}

/* and_test: not_test ('and' not_test)* */
static Expr *parse_and(Parser *p) { return bool_chain(p, parse_not, TK_AND, true); }

/* or_test: and_test ('or' and_test)* */
Expr *vm_parse_or_test(Parser *p) {
  Expr *e = bool_chain(p, parse_and, TK_OR, false);
  p->last_disj = vm_outer(e);
  return e;
}

void vm_check_assign_in_test(Parser *p, Expr *test) {
  if (!p_at(p, TK_ASSIGN) || test->paren.line) return;
  int at = p->pos;
  vm_p_advance(p);
  if (!vm_starts_expr(p_cur(p)->kind) || p_at(p, TK_STAR) || p_at(p, TK_YIELD)) {
    p->pos = at;
    return;
  }
  Expr *value = parse_bitor(p);
  if (p_at(p, TK_ASSIGN) || p_at(p, TK_WALRUS)) {
    p->pos = at;
    return;
  }
  if (test->kind == EX_NAME) {
    vm_p_fail(p, vm_span_join(test->span, vm_outer(value)),
              "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
  }
  switch (test->kind) { /* CPython's rule leaves displays and these constants alone */
    case EX_LIST: case EX_TUPLE: case EX_GENEXP: case EX_TRUE: case EX_FALSE: case EX_NONE:
    case EX_COMPARE: case EX_BOOLOP: case EX_IFEXP: case EX_LAMBDA:
      p->pos = at;
      return;
    case EX_UNARY:
      if (test->as.unary.op == RT_UOP_NOT) {
        p->pos = at;
        return;
      }
      vm_p_fail(p, test->span, "cannot assign to expression here. Maybe you meant '==' instead of '='?");
    default:
      vm_p_fail(p, test->span, "cannot assign to %s here. Maybe you meant '==' instead of '='?",
                target_problem(test));
  }
}

void vm_p_add_annotation(Parser *p, FuncNode *f, const char *name, Span at, Expr *ann) {
  Expr *d = f->annotations;
  if (!d) d = f->annotations = vm_p_new_expr(p, EX_DICT, at);
  int n = d->as.dict.n;
  Expr **keys = vm_arena_alloc(p->arena, sizeof(Expr *) * (size_t)(n + 1));
  Expr **values = vm_arena_alloc(p->arena, sizeof(Expr *) * (size_t)(n + 1));
  if (n) {
    memcpy(keys, d->as.dict.keys, sizeof(Expr *) * (size_t)n);
    memcpy(values, d->as.dict.values, sizeof(Expr *) * (size_t)n);
  }
  Expr *key = vm_p_new_expr(p, EX_STR, at);
  key->as.str.s = name;
  key->as.str.len = (int)strlen(name);
  keys[n] = key;
  values[n] = ann;
  d->as.dict.keys = keys;
  d->as.dict.values = values;
  d->as.dict.n = n + 1;
}

/* One parameter name (with its annotation in a def, kept in f->annotations); duplicates are
 * reported. */
static const char *param_name(Parser *p, TokKind closer, PtrVec *seen, Span *span, FuncNode *f) {
  const Token *t = p_cur(p);
  if (t->kind != TK_NAME) vm_p_unexpected(p);
  const char *name = vm_p_ident(p, t);
  for (int i = 0; i < seen->n; i++) {
    if (strcmp(seen->items[i], name) == 0) {
      vm_p_error(p, t->span, "duplicate argument '%s' in function definition", name);
    }
  }
  vm_vec_push(seen, (void *)name, p->arena);
  *span = t->span;
  vm_p_advance(p);
  if (closer == TK_RPAREN && vm_p_match(p, TK_COLON)) vm_p_add_annotation(p, f, name, *span, vm_parse_expr(p));
  return name;
}


/* params: [param_item (',' param_item)* [',']]
 * param_item: NAME [':' expr] ['=' expr] | '/' | '*' [NAME [':' expr]] | '**' NAME [':' expr] */
FuncNode *vm_parse_params(Parser *p, TokKind closer, FuncNode *f) {
  PtrVec seen = {0}, names = {0}, defaults = {0}, kwnames = {0}, kwdefaults = {0};
  ItemVec spans = {0}, kwspans = {0};
  bool star = false, slash = false;
  int nposonly = 0;
  while (!p_at(p, closer)) {
    const Token *t = p_cur(p);
    Span s;
    if (f->kwarg) vm_p_fail(p, t->span, "arguments cannot follow var-keyword argument");
    if (t->kind == TK_SLASH) {
      if (slash) vm_p_fail(p, t->span, "/ may appear only once");
      if (star) vm_p_fail(p, t->span, "/ must be ahead of *");
      if (names.n == 0) vm_p_fail(p, t->span, "at least one argument must precede /");
      slash = true;
      nposonly = names.n;
      vm_p_advance(p);
    } else if (t->kind == TK_STAR) {
      if (star) vm_p_fail(p, t->span, "* argument may appear only once");
      star = true;
      vm_p_advance(p);
      if (p_at(p, TK_NAME)) {
        f->vararg = param_name(p, closer, &seen, &s, f);
        if (p_at(p, TK_ASSIGN)) vm_p_fail(p, p_cur(p)->span, "var-positional argument cannot have default value");
      } else if (p_at(p, closer) || p_at(p, TK_DSTAR) ||
                 (p_at(p, TK_COMMA) && (p_peek(p, 1)->kind == closer || p_peek(p, 1)->kind == TK_DSTAR))) {
        /* a def's report points at the '*', a lambda's at what follows it (CPython) */
        Span at = closer != TK_COLON ? t->span : p_at(p, TK_COMMA) ? p_peek(p, 1)->span : p_cur(p)->span;
        vm_p_fail(p, at, "named arguments must follow bare *");
      }
    } else if (t->kind == TK_DSTAR) {
      vm_p_advance(p);
      f->kwarg = param_name(p, closer, &seen, &s, f);
      if (p_at(p, TK_ASSIGN)) vm_p_fail(p, p_cur(p)->span, "var-keyword argument cannot have default value");
    } else {
      const char *name = param_name(p, closer, &seen, &s, f);
      Expr *def = vm_p_match(p, TK_ASSIGN) ? vm_parse_expr(p) : NULL;
      if (star) {
        *(Span *)vm_items_push(&kwspans, sizeof(Span), p->arena) = s;
        vm_vec_push(&kwnames, (void *)name, p->arena);
        vm_vec_push(&kwdefaults, def, p->arena);
      } else {
        if (def) vm_vec_push(&defaults, def, p->arena);
        else if (defaults.n > 0) vm_p_error(p, s, "non-default argument follows default argument");
        *(Span *)vm_items_push(&spans, sizeof(Span), p->arena) = s;
        vm_vec_push(&names, (void *)name, p->arena);
      }
    }
    if (!vm_p_match(p, TK_COMMA)) break;
  }
  f->nparams = names.n;
  f->nposonly = nposonly;
  f->param_spans = vm_items_freeze(&spans, sizeof(Span), p->arena);
  f->params = (const char **)vm_vec_freeze(&names, p->arena);
  f->ndefaults = defaults.n;
  f->defaults = (Expr **)vm_vec_freeze(&defaults, p->arena);
  f->nkwonly = kwnames.n;
  f->kwonly_spans = vm_items_freeze(&kwspans, sizeof(Span), p->arena);
  f->kwonly = (const char **)vm_vec_freeze(&kwnames, p->arena);
  f->kwdefaults = (Expr **)vm_vec_freeze(&kwdefaults, p->arena);
  return f;
}

/* lambdef: 'lambda' [params] ':' expr */
static Expr *parse_lambda(Parser *p) {
  const Token *kw = vm_p_advance(p);
  FuncNode *f = vm_arena_alloc(p->arena, sizeof *f);
  f->name = "<lambda>";
  vm_parse_params(p, TK_COLON, f);
  if (!vm_p_match(p, TK_COLON)) vm_p_unexpected(p); /* no "expected" for a lambda */
  vm_p_enter(p);
  FuncNode *outer = p->func;
  p->func = f;
  Expr *body = vm_parse_expr(p);
  p->func = outer;
  vm_depth_leave(&p->depth);
  Stmt *ret = vm_arena_alloc(p->arena, sizeof *ret);
  ret->kind = ST_RETURN;
  ret->span = body->span;
  ret->as.ret = body;
  f->body = vm_arena_alloc(p->arena, sizeof(Stmt *));
  f->body[0] = ret;
  f->nbody = 1;
  Expr *e = vm_p_new_expr(p, EX_LAMBDA, vm_span_join(kw->span, vm_outer(body)));
  f->span = e->span;
  e->as.lambda = f;
  return e;
}

/* test: or_test ['if' or_test 'else' test] | lambdef */
Expr *vm_parse_expr(Parser *p) {
  if (p_at(p, TK_LAMBDA)) return parse_lambda(p);
  if (p_at(p, TK_STAR)) {
    const Token *t = vm_p_advance(p);
    Expr *inner = parse_bitor(p);
    Expr *e = vm_p_new_expr(p, EX_STARRED, vm_span_join(t->span, vm_outer(inner)));
    e->as.starred = inner;
    return e;
  }
  Expr *body = vm_parse_or_test(p);
  if (p_at(p, TK_WALRUS)) return named_expr(p, body);
  if (p->in_pattern && p_at(p, TK_AS)) return vm_parse_pattern_as(p, body);
  if (!p_at(p, TK_IF)) return body;
  vm_p_advance(p);
  Expr *test = vm_parse_or_test(p);
  if (!p_at(p, TK_ELSE) && !p_at(p, TK_COLON) && !p_at(p, TK_ERROR)) {
    vm_p_fail(p, vm_span_join(vm_outer(body), vm_outer(test)), "expected 'else' after 'if' expression");
  }
  if (!vm_p_match(p, TK_ELSE)) vm_p_unexpected(p);
  vm_p_enter(p);
  Expr *orelse = vm_parse_expr(p);
  vm_depth_leave(&p->depth);
  Expr *e = vm_p_new_expr(p, EX_IFEXP, vm_span_join(vm_outer(body), vm_outer(orelse)));
  e->as.ifexp.test = test;
  e->as.ifexp.body = body;
  e->as.ifexp.orelse = orelse;
  return e;
}

static Expr *sequence(Parser *p, Expr *(*item)(Parser *), bool (*more)(TokKind)) {
  Expr *first = item(p);
  if (!p_at(p, TK_COMMA)) return first;
  PtrVec items = {0};
  vm_vec_push(&items, first, p->arena);
  while (vm_p_match(p, TK_COMMA) && more(p_cur(p)->kind)) vm_vec_push(&items, item(p), p->arena);
  Expr *t = vm_p_new_expr(p, EX_TUPLE, vm_span_join(vm_outer(first), prev_span(p)));
  t->as.seq.n = items.n;
  t->as.seq.items = (Expr **)vm_vec_freeze(&items, p->arena);
  return t;
}

static bool target_follows(TokKind k) { return k != TK_IN && vm_starts_expr(k); }

/* testlist: test (',' test)* [','] */
Expr *vm_parse_testlist(Parser *p) { return sequence(p, vm_parse_expr, vm_starts_expr); }

static Expr *target_item(Parser *p) {
  if (p_at(p, TK_STAR)) return vm_parse_expr(p);
  return parse_bitor(p);
}

/* target_list: target (',' target)* [','];  target: bitor-level expression */
Expr *vm_parse_target_list(Parser *p) { return sequence(p, target_item, target_follows); }

/* comp_for: ('for' target_list 'in' or_test ('if' or_test)*)+ */
static Comprehension *parse_comp_for(Parser *p, int *ngens) {
  ItemVec gens = {0};
  while (p_at(p, TK_FOR)) {
    vm_p_advance(p);
    Comprehension *g = vm_items_push(&gens, sizeof *g, p->arena);
    g->target = vm_parse_target_list(p);
    vm_check_target(p, g->target, "assign");
    vm_p_expect(p, TK_IN);
    g->iter = vm_parse_or_test(p);
    PtrVec ifs = {0};
    while (vm_p_match(p, TK_IF)) vm_vec_push(&ifs, vm_parse_or_test(p), p->arena);
    g->nifs = ifs.n;
    g->ifs = (Expr **)vm_vec_freeze(&ifs, p->arena);
  }
  if (p_at(p, TK_ASYNC)) vm_p_fail(p, p_cur(p)->span, "async/await is not supported in Weft");
  *ngens = gens.n;
  return vm_items_freeze(&gens, sizeof(Comprehension), p->arena);
}

static Stmt *synth_stmt(Parser *p, StmtKind k, Span s) {
  Stmt *st = vm_arena_alloc(p->arena, sizeof *st);
  st->kind = k;
  st->span = s;
  return st;
}

static Block one_stmt(Parser *p, Stmt *st) {
  Block b = {vm_arena_alloc(p->arena, sizeof(Stmt *)), 1};
  b.items[0] = st;
  return b;
}

/* The body of a generator expression's function, from clause k inward: each 'for' a loop,
 * each 'if' a conditional, the element a yield. The first clause iterates over '.0'. */
static Block genexp_body(Parser *p, Expr *elt, Comprehension *gens, int ngens, int k, Span s) {
  if (k == ngens) {
    Stmt *st = synth_stmt(p, ST_EXPR, vm_outer(elt));
    st->as.expr = vm_p_new_expr(p, EX_YIELD, vm_outer(elt));
    st->as.expr->as.yield = elt;
    return one_stmt(p, st);
  }
  Comprehension *g = &gens[k];
  Block inner = genexp_body(p, elt, gens, ngens, k + 1, s);
  for (int j = g->nifs - 1; j >= 0; j--) {
    Stmt *cond = synth_stmt(p, ST_IF, g->ifs[j]->span);
    cond->as.cond.test = g->ifs[j];
    cond->as.cond.body = inner;
    inner = one_stmt(p, cond);
  }
  Stmt *loop = synth_stmt(p, ST_FOR, s); /* its GET_ITER and FOR_ITER point at the whole expression */
  loop->as.loop.target = g->target;
  if (k == 0) {
    Expr *it = vm_p_new_expr(p, EX_NAME, s);
    it->as.name.id = ".0";
    loop->as.loop.iter = it;
  } else {
    loop->as.loop.iter = g->iter;
  }
  loop->as.loop.body = inner;
  return one_stmt(p, loop);
}

/* CPython's generator expression takes in the parentheses around it, its own or the call's
 * whose only argument it is: s widened to them when elt follows '(' and ')' comes next. */
static Span genexp_span(Parser *p, Span s) {
  if (!p_at(p, TK_RPAREN)) return s;
  int k = p->pos - 1;
  while (k > 0 && p->toks[k].span.line >= s.line &&
         !(p->toks[k].span.line == s.line && p->toks[k].span.col == s.col)) {
    k--;
  }
  if (k <= 0 || p->toks[k].span.line != s.line || p->toks[k].span.col != s.col) return s;
  if (p->toks[k - 1].kind != TK_LPAREN) return s;
  return vm_span_join(p->toks[k - 1].span, p_cur(p)->span);
}

/* genexp: expr comp_for, cur at 'for': a generator function of one parameter (the first
 * iterable's iterator) called where the expression is. */
Expr *vm_parse_genexp(Parser *p, Expr *elt) {
  int ngens;
  Comprehension *gens = parse_comp_for(p, &ngens);
  Span s = genexp_span(p, vm_span_join(vm_outer(elt), prev_span(p)));
  FuncNode *f = vm_arena_alloc(p->arena, sizeof *f);
  f->name = "<genexpr>";
  f->params = vm_arena_alloc(p->arena, sizeof(char *));
  f->params[0] = ".0";
  f->param_spans = vm_arena_alloc(p->arena, sizeof(Span));
  f->param_spans[0] = s;
  f->nparams = 1;
  f->is_generator = true;
  f->span = s;
  Block body = genexp_body(p, elt, gens, ngens, 0, s);
  f->body = body.items;
  f->nbody = body.n;
  Expr *e = vm_p_new_expr(p, EX_GENEXP, s);
  e->as.genexp.fn = f;
  e->as.genexp.iter = gens[0].iter;
  return e;
}

/* yield_expr: 'yield' 'from' expr | 'yield' [testlist]; it makes the enclosing function a
 * generator. */
Expr *vm_parse_yield(Parser *p) {
  const Token *kw = vm_p_advance(p);
  if (p->func) p->func->is_generator = true;
  Expr *e;
  if (vm_p_match(p, TK_FROM)) {
    Expr *v = vm_parse_expr(p);
    e = vm_p_new_expr(p, EX_YIELDFROM, vm_span_join(kw->span, vm_outer(v)));
    e->as.yield = v;
  } else {
    e = vm_p_new_expr(p, EX_YIELD, kw->span);
    if (vm_starts_expr(p_cur(p)->kind) && !p_at(p, TK_YIELD)) {
      e->as.yield = vm_parse_testlist(p);
      e->span = vm_span_join(kw->span, vm_outer(e->as.yield));
    }
  }
  if (!p->func) vm_p_error(p, e->span, "'yield' outside function"); /* under the whole expression */
  return e;
}
