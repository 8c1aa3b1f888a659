/* parse_stmt.c — statements, blocks and the module; error recovery at statement level:
 * an error abandons the statement (longjmp to its recovery point), the parser skips to the
 * next line (and past the block a failed header introduces) and goes on. */
#include <string.h>

#include "parse_internal.h"

static Stmt *new_stmt(Parser *p, StmtKind k, Span s) {
  Stmt *st = vm_arena_alloc(p->arena, sizeof *st);
  st->kind = k;
  st->span = s;
  return st;
}

static Span prev_span(Parser *p) { return p->toks[p->pos > 0 ? p->pos - 1 : 0].span; }

static void statement(Parser *p, PtrVec *out);
static Stmt *raise_statement(Parser *p);

/* Skip an indented block (cur is INDENT) including nested ones. */
static void skip_block(Parser *p) {
  int level = 0;
  do {
    TokKind k = vm_p_advance(p)->kind;
    if (k == TK_INDENT) level++;
    if (k == TK_DEDENT) level--;
  } while (level > 0 && !p_at(p, TK_EOF));
}

static void synchronize(Parser *p, int start) {
  for (;;) {
    TokKind k = p_cur(p)->kind;
    if (k == TK_EOF) return;
    if (k == TK_DEDENT) {
      if (p->pos == start) vm_p_advance(p);
      return;
    }
    if (k == TK_INDENT) {
      skip_block(p);
      return;
    }
    vm_p_advance(p);
    if (k == TK_NEWLINE) {
      if (p_at(p, TK_INDENT)) skip_block(p);
      return;
    }
  }
}

/* A statement under its own recovery point; on error, nothing is added to out. */
static void protected_statement(Parser *p, PtrVec *out) {
  jmp_buf here;
  jmp_buf *outer = p->recover;
  int start = p->pos, depth = p->depth.depth;
  FuncNode *func = p->func;
  PtrVec *annotated = p->annotated;
  const char *mangle = p->mangle;
  p->recover = &here;
  if (setjmp(here) == 0) {
    statement(p, out);
  } else {
    p->depth.depth = depth;
    p->func = func;
    p->annotated = annotated;
    p->in_pattern = false;
    p->mangle = mangle;
    if (p->too_deep) p->pos = p->n - 1; /* at EOF: every enclosing statement ends */
    else synchronize(p, start);
  }
  p->recover = outer;
}

/* block: NEWLINE INDENT statement+ DEDENT | simple_stmts */
Block vm_parse_block(Parser *p) {
  PtrVec items = {0};
  const Token *colon = &p->toks[p->pos > 0 ? p->pos - 1 : 0];
  p->block_line = colon->span.line;
  if (!p_at(p, TK_NEWLINE)) {
    statement(p, &items);
  } else {
    vm_p_advance(p);
    vm_p_expect(p, TK_INDENT);
    while (!p_at(p, TK_DEDENT) && !p_at(p, TK_EOF)) protected_statement(p, &items);
    vm_p_match(p, TK_DEDENT);
  }
  Block b = {(Stmt **)vm_vec_freeze(&items, p->arena), items.n};
  return b;
}

/* A block of a construct we reject: parse it for its own errors, then drop it. */
static void discard_block(Parser *p) {
  p->block_kw = NULL;
  while (!p_at(p, TK_COLON) && !p_at(p, TK_NEWLINE) && !p_at(p, TK_EOF)) vm_p_advance(p);
  vm_p_expect(p, TK_COLON);
  vm_parse_block(p);
}

static _Noreturn void unsupported(Parser *p, const char *what) {
  vm_p_fail(p, p_cur(p)->span, "%s not supported in Weft", what);
}

/* ---- simple statements ---- */

static BinOp aug_op(TokKind k, bool *ok) {
  *ok = true;
  switch (k) {
    case TK_PLUSEQ: return RT_OP_ADD;
    case TK_MINUSEQ: return RT_OP_SUB;
    case TK_STAREQ: return RT_OP_MUL;
    case TK_SLASHEQ: return RT_OP_TRUEDIV;
    case TK_DSLASHEQ: return RT_OP_FLOORDIV;
    case TK_PERCENTEQ: return RT_OP_MOD;
    case TK_DSTAREQ: return RT_OP_POW;
    case TK_AMPEQ: return RT_OP_AND;
    case TK_PIPEEQ: return RT_OP_OR;
    case TK_CARETEQ: return RT_OP_XOR;
    case TK_LSHIFTEQ: return RT_OP_LSHIFT;
    case TK_RSHIFTEQ: return RT_OP_RSHIFT;
    case TK_ATEQ: return RT_OP_MATMUL;
    default: *ok = false; return RT_OP_ADD;
  }
}

static Expr *rhs(Parser *p) {
  if (p_at(p, TK_YIELD)) return vm_parse_yield(p);
  return vm_parse_testlist(p);
}

/* `ClassVar` or `ClassVar[...]` (also as typing.ClassVar): not a dataclass field */
static bool is_classvar(Expr *ann) {
  if (ann->kind == EX_SUBSCRIPT) ann = ann->as.subscript.obj;
  if (ann->kind == EX_ATTR) return strcmp(ann->as.attr.name, "ClassVar") == 0;
  return ann->kind == EX_NAME && strcmp(ann->as.name.id, "ClassVar") == 0;
}

/* expr_stmt: testlist (augassign testlist | ('=' testlist)* | ':' expr ['=' testlist]) */
/* The '=' tokens outside brackets from here to the end of the statement. */
static int assignments_ahead(Parser *p) {
  int n = 0, depth = 0;
  for (int i = p->pos; i < p->n; i++) {
    TokKind k = p->toks[i].kind;
    if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE) depth++;
    else if ((k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE) && depth > 0) depth--;
    else if (k == TK_NEWLINE || k == TK_SEMI || k == TK_EOF) break;
    else if (k == TK_ASSIGN && depth == 0) n++;
  }
  return n;
}

static Stmt *expr_statement(Parser *p) {
  if (p_cur(p)->kind == TK_NAME && p_peek(p, 1)->kind == TK_WALRUS) /* `x := 1` needs parentheses */
    vm_p_fail(p, p_peek(p, 1)->span, "invalid syntax");
  Expr *first = vm_parse_testlist(p);
  if (first->kind == EX_NAMEDEXPR && !first->paren.line) { /* `x := 1` needs parentheses here */
    vm_p_fail(p, first->span, "invalid syntax");
  }
  bool ok;
  BinOp op = aug_op(p_cur(p)->kind, &ok);
  if (ok) {
    vm_p_advance(p);
    if (first->kind != EX_NAME && first->kind != EX_ATTR && first->kind != EX_SUBSCRIPT) {
      vm_p_fail(p, first->span, "'%s' is an illegal expression for augmented assignment",
                first->kind == EX_TUPLE ? "tuple" : first->kind == EX_LIST ? "list"
                : first->kind == EX_CALL ? "function call" : "expression");
    }
    Stmt *st = new_stmt(p, ST_AUGASSIGN, first->span);
    st->as.aug.target = first;
    st->as.aug.op = op;
    st->as.aug.value = rhs(p);
    st->span = vm_span_join(first->span, st->as.aug.value->span);
    return st;
  }
  if (p_at(p, TK_COLON)) { /* annotated assignment: the annotation is not evaluated */
    vm_p_advance(p);
    Expr *ann = vm_parse_expr(p);
    if (p->annotated && first->kind == EX_NAME && !is_classvar(ann)) {
      vm_vec_push(p->annotated, (void *)first->as.name.id, p->arena);
    }
    /* a simple name in a class body or at module level (not in a def) */
    bool keep = (p->annotated || !p->func) && first->kind == EX_NAME;
    const char *simple = first->kind == EX_NAME && !first->paren.line ? first->as.name.id : NULL;
    if (!vm_p_match(p, TK_ASSIGN)) {
      Stmt *st = new_stmt(p, ST_PASS, vm_span_join(first->span, ann->span));
      if (keep) st->as.assign.annotation = ann, st->as.assign.ann_name = first->as.name.id;
      st->as.assign.ann_target = simple;
      return st;
    }
    vm_check_target(p, first, "assign");
    Stmt *st = new_stmt(p, ST_ASSIGN, first->span);
    st->as.assign.targets = vm_arena_alloc(p->arena, sizeof(Expr *));
    st->as.assign.targets[0] = first;
    st->as.assign.ntargets = 1;
    st->as.assign.value = rhs(p);
    if (keep) st->as.assign.annotation = ann, st->as.assign.ann_name = first->as.name.id;
    st->as.assign.ann_target = simple;
    return st;
  }
  if (!p_at(p, TK_ASSIGN)) {
    if (first->kind == EX_STARRED) vm_p_fail(p, first->span, "can't use starred expression here");
    Stmt *st = new_stmt(p, ST_EXPR, first->span);
    st->as.expr = first;
    return st;
  }
  PtrVec targets = {0};
  Expr *value = first;
  /* Python suggests '==' for `target = operand` with one '=' (not before `not x`, a lambda) */
  TokKind after = p_peek(p, 1)->kind;
  bool single = assignments_ahead(p) == 1 && vm_starts_expr(after) && after != TK_NOT &&
                after != TK_LAMBDA && after != TK_STAR && after != TK_YIELD;
  while (vm_p_match(p, TK_ASSIGN)) {
    vm_check_target(p, value, single ? "assign=" : "assign");
    vm_vec_push(&targets, value, p->arena);
    value = rhs(p);
  }
  Stmt *st = new_stmt(p, ST_ASSIGN, vm_span_join(first->span, value->span));
  st->as.assign.ntargets = targets.n;
  st->as.assign.targets = (Expr **)vm_vec_freeze(&targets, p->arena);
  st->as.assign.value = value;
  return st;
}

static const char *dotted_name(Parser *p, Span *span) {
  const Token *t = p_cur(p);
  if (t->kind != TK_NAME) vm_p_unexpected(p);
  const char *start = t->start;
  *span = t->span;
  vm_p_advance(p);
  while (p_at(p, TK_DOT)) {
    vm_p_advance(p);
    if (!p_at(p, TK_NAME)) vm_p_unexpected(p);
    *span = vm_span_join(*span, vm_p_advance(p)->span);
  }
  const Token *last = &p->toks[p->pos - 1];
  return vm_arena_strndup(p->arena, start, (size_t)(last->start + last->len - start));
}

static const char *optional_as(Parser *p) {
  if (!vm_p_match(p, TK_AS)) return NULL;
  const Token *t = vm_p_expect(p, TK_NAME);
  return vm_p_ident(p, t);
}

/* import_stmt: 'import' dotted_name ['as' NAME] (',' dotted_name ['as' NAME])* */
static Stmt *import_statement(Parser *p) {
  Stmt *st = new_stmt(p, ST_IMPORT, vm_p_advance(p)->span);
  ItemVec names = {0};
  do {
    ImportName *in = vm_items_push(&names, sizeof *in, p->arena);
    in->name = dotted_name(p, &in->span);
    in->asname = optional_as(p);
  } while (vm_p_match(p, TK_COMMA));
  st->as.import.n = names.n;
  st->as.import.names = vm_items_freeze(&names, sizeof(ImportName), p->arena);
  st->span = vm_span_join(st->span, prev_span(p));
  return st;
}

/* from_stmt: 'from' dotted_name 'import' ('(' names ')' | names);  names: NAME ['as' NAME] ... */
static Stmt *from_statement(Parser *p) {
  Stmt *st = new_stmt(p, ST_IMPORTFROM, vm_p_advance(p)->span);
  /* a relative import's dots lead its module name (".mod", ".."): the VM resolves them */
  char dots[64];
  size_t nd = 0;
  while (p_at(p, TK_DOT) || p_at(p, TK_ELLIPSIS)) {
    size_t k = p_at(p, TK_DOT) ? 1 : 3;
    if (nd + k >= sizeof dots) vm_p_fail(p, p_cur(p)->span, "too many dots in a relative import");
    memset(dots + nd, '.', k);
    nd += k;
    vm_p_advance(p);
  }
  Span mspan;
  if (nd == 0) {
    st->as.import.module = dotted_name(p, &mspan);
  } else {
    const char *rest = p_at(p, TK_IMPORT) ? "" : dotted_name(p, &mspan);
    char *full = vm_arena_alloc(p->arena, nd + strlen(rest) + 1);
    memcpy(full, dots, nd);
    strcpy(full + nd, rest);
    st->as.import.module = full;
  }
  vm_p_expect(p, TK_IMPORT);
  if (p_at(p, TK_STAR)) { /* one name "*": the resolver and compiler know it */
    ImportName *star = vm_arena_alloc(p->arena, sizeof *star);
    *star = (ImportName){.name = "*", .span = vm_p_advance(p)->span};
    st->as.import.n = 1;
    st->as.import.names = star;
    st->span = vm_span_join(st->span, prev_span(p));
    return st;
  }
  bool paren = vm_p_match(p, TK_LPAREN);
  ItemVec names = {0};
  do {
    if (paren && p_at(p, TK_RPAREN)) break;
    if (names.n > 0 && !paren && p_at(p, TK_NEWLINE)) {
      const Span c = p->toks[p->pos - 1].span; /* the comma: reported just past it, as Python */
      Span s = {c.end_line, c.end_col, c.end_line, c.end_col + 1};
      vm_p_fail(p, s, "trailing comma not allowed without surrounding parentheses");
    }
    const Token *t = vm_p_expect(p, TK_NAME);
    ImportName *in = vm_items_push(&names, sizeof *in, p->arena);
    in->name = vm_arena_strndup(p->arena, t->start, (size_t)t->len);
    in->span = t->span;
    in->asname = optional_as(p);
  } while (vm_p_match(p, TK_COMMA));
  if (paren) vm_p_expect(p, TK_RPAREN);
  st->as.import.n = names.n;
  st->as.import.names = vm_items_freeze(&names, sizeof(ImportName), p->arena);
  st->span = vm_span_join(st->span, prev_span(p));
  return st;
}

/* global_stmt: 'global' NAME (',' NAME)*;  nonlocal_stmt: 'nonlocal' NAME (',' NAME)* */
static Stmt *global_statement(Parser *p) {
  const Token *kw = vm_p_advance(p);
  Stmt *st = new_stmt(p, kw->kind == TK_GLOBAL ? ST_GLOBAL : ST_NONLOCAL, kw->span);
  PtrVec names = {0};
  ItemVec spans = {0};
  do {
    const Token *t = vm_p_expect(p, TK_NAME);
    *(Span *)vm_items_push(&spans, sizeof(Span), p->arena) = t->span;
    vm_vec_push(&names, (void *)vm_p_ident(p, t), p->arena);
  } while (vm_p_match(p, TK_COMMA));
  st->as.global.n = names.n;
  st->as.global.spans = vm_items_freeze(&spans, sizeof(Span), p->arena);
  st->as.global.names = (const char **)vm_vec_freeze(&names, p->arena);
  st->span = vm_span_join(kw->span, prev_span(p));
  return st;
}

/* small_stmt: expr_stmt | pass | break | continue | return | del | global | import | assert */
static Stmt *small_statement(Parser *p) {
  const Token *t = p_cur(p);
  Stmt *st;
  switch (t->kind) {
    case TK_PASS: case TK_BREAK: case TK_CONTINUE:
      vm_p_advance(p);
      return new_stmt(p, t->kind == TK_PASS ? ST_PASS : t->kind == TK_BREAK ? ST_BREAK : ST_CONTINUE,
                      t->span);
    case TK_RETURN:
      vm_p_advance(p);
      st = new_stmt(p, ST_RETURN, t->span);
      if (vm_starts_expr(p_cur(p)->kind)) {
        st->as.ret = vm_parse_testlist(p);
        st->span = vm_span_join(t->span, st->as.ret->span);
      }
      return st;
    case TK_DEL: {
      vm_p_advance(p);
      Expr *targets = vm_parse_target_list(p);
      vm_check_target(p, targets, "delete");
      st = new_stmt(p, ST_DEL, vm_span_join(t->span, targets->span));
      if (targets->kind == EX_TUPLE) {
        st->as.del.targets = targets->as.seq.items;
        st->as.del.n = targets->as.seq.n;
      } else {
        st->as.del.targets = vm_arena_alloc(p->arena, sizeof(Expr *));
        st->as.del.targets[0] = targets;
        st->as.del.n = 1;
      }
      return st;
    }
    case TK_ASSERT:
      vm_p_advance(p);
      st = new_stmt(p, ST_ASSERT, t->span);
      st->as.assert_.test = vm_parse_expr(p);
      if (vm_p_match(p, TK_COMMA)) st->as.assert_.msg = vm_parse_expr(p);
      st->span = vm_span_join(t->span, prev_span(p));
      return st;
    case TK_GLOBAL: case TK_NONLOCAL: return global_statement(p);
    case TK_IMPORT: return import_statement(p);
    case TK_FROM: return from_statement(p);
    case TK_RAISE: return raise_statement(p);
    case TK_YIELD:
      st = new_stmt(p, ST_EXPR, t->span);
      st->as.expr = vm_parse_yield(p);
      st->span = st->as.expr->span;
      if (p_at(p, TK_ASSIGN)) vm_p_fail(p, st->span, "assignment to yield expression not possible");
      return st;
    default:
      if (!vm_starts_expr(t->kind)) vm_p_unexpected(p);
      return expr_statement(p);
  }
}

/* `print x` or `exec code` that is no Python 3 statement: Python's hint, under the statement
 * from the name to the end of what follows it. */
static void legacy_statement(Parser *p, int start) {
  const Token *name = &p->toks[start], *next = &p->toks[start + 1];
  if (name->kind != TK_NAME || next->kind == TK_LPAREN || !vm_starts_expr(next->kind)) return;
  int len = name->len;
  if (!((len == 5 && strncmp(name->start, "print", 5) == 0) ||
        (len == 4 && strncmp(name->start, "exec", 4) == 0))) return;
  p->pos = start + 1;
  Expr *what = vm_parse_testlist(p);
  vm_p_fail(p, vm_span_join(name->span, vm_outer(what)),
            "Missing parentheses in call to '%.*s'. Did you mean %.*s(...)?", len, name->start,
            len, name->start);
}

/* simple_stmts: small_stmt (';' small_stmt)* [';'] NEWLINE */
static void simple_statements(Parser *p, PtrVec *out) {
  int start;
  for (;;) {
    start = p->pos;
    vm_vec_push(out, small_statement(p), p->arena);
    if (!vm_p_match(p, TK_SEMI) || p_at(p, TK_NEWLINE)) break;
  }
  if (!p_at(p, TK_NEWLINE)) {
    const Token *t = p_cur(p);
    if (t->kind == TK_ERROR) vm_p_unexpected(p);
    legacy_statement(p, start);
    vm_p_fail(p, t->span, "invalid syntax");
  }
  vm_p_advance(p);
}

/* ---- compound statements ---- */

/* The ':' of if, elif, while, for, with, class and except: Python says "expected ':'" only when
 * the line ends there; another token is plain invalid syntax (def, try, else and finally
 * insist on their ':' whatever follows, through vm_p_expect). */
static void block_colon(Parser *p) {
  if (!p_at(p, TK_COLON) && !p_at(p, TK_NEWLINE)) vm_p_unexpected(p);
  vm_p_expect(p, TK_COLON);
}

/* if_stmt: 'if' expr ':' block ('elif' expr ':' block)* ['else' ':' block] */
static Stmt *if_statement(Parser *p) {
  const Token *kw = vm_p_advance(p);
  Stmt *st = new_stmt(p, ST_IF, kw->span);
  st->as.cond.test = vm_parse_expr(p);
  vm_check_assign_in_test(p, st->as.cond.test);
  block_colon(p);
  p->block_kw = kw->kind == TK_IF ? "if" : "elif";
  st->as.cond.body = vm_parse_block(p);
  if (p_at(p, TK_ELIF)) {
    vm_p_enter(p);
    Stmt *elif = if_statement(p);
    vm_depth_leave(&p->depth);
    st->as.cond.orelse.items = vm_arena_alloc(p->arena, sizeof(Stmt *));
    st->as.cond.orelse.items[0] = elif;
    st->as.cond.orelse.n = 1;
  } else if (vm_p_match(p, TK_ELSE)) {
    vm_p_expect(p, TK_COLON);
    p->block_kw = "else";
    st->as.cond.orelse = vm_parse_block(p);
  }
  return st;
}

static void optional_else(Parser *p, Block *orelse) {
  if (vm_p_match(p, TK_ELSE)) {
    vm_p_expect(p, TK_COLON);
    p->block_kw = "else";
    *orelse = vm_parse_block(p);
  }
}

/* while_stmt: 'while' expr ':' block ['else' ':' block] */
static Stmt *while_statement(Parser *p) {
  Stmt *st = new_stmt(p, ST_WHILE, vm_p_advance(p)->span);
  st->as.cond.test = vm_parse_expr(p);
  vm_check_assign_in_test(p, st->as.cond.test);
  block_colon(p);
  p->block_kw = "while";
  st->as.cond.body = vm_parse_block(p);
  optional_else(p, &st->as.cond.orelse);
  return st;
}

/* for_stmt: 'for' target_list 'in' testlist ':' block ['else' ':' block] */
static Stmt *for_statement(Parser *p) {
  Stmt *st = new_stmt(p, ST_FOR, vm_p_advance(p)->span);
  st->as.loop.target = vm_parse_target_list(p);
  vm_check_target(p, st->as.loop.target, "assign");
  if (!vm_p_match(p, TK_IN)) vm_p_unexpected(p);
  st->as.loop.iter = vm_parse_testlist(p);
  block_colon(p);
  p->block_kw = "for";
  st->as.loop.body = vm_parse_block(p);
  optional_else(p, &st->as.loop.orelse);
  return st;
}

/* classdef: decorators? 'class' NAME ['(' [expr (',' expr)* [',']] ')'] ':' block */
static Stmt *class_statement(Parser *p, PtrVec *decorators) {
  const Token *kw = vm_p_expect(p, TK_CLASS);
  const Token *name = vm_p_expect(p, TK_NAME);
  ClassNode *k = vm_arena_alloc(p->arena, sizeof *k);
  k->name = vm_arena_strndup(p->arena, name->start, (size_t)name->len);
  k->binding = vm_p_ident(p, name);
  k->span = vm_span_join(kw->span, name->span);
  if (decorators) {
    k->ndecorators = decorators->n;
    k->decorators = (Expr **)vm_vec_freeze(decorators, p->arena);
  }
  PtrVec bases = {0}, kwnames = {0}, kwvalues = {0};
  bool late = false;
  if (vm_p_match(p, TK_LPAREN)) {
    while (!p_at(p, TK_RPAREN)) {
      if (p_at(p, TK_NAME) && p_peek(p, 1)->kind == TK_ASSIGN) {
        const Token *kn = vm_p_expect(p, TK_NAME);
        vm_p_expect(p, TK_ASSIGN);
        Expr *value = vm_parse_expr(p);
        for (int j = 0; j < kwnames.n; j++) {
          const char *seen = kwnames.items[j];
          if (strlen(seen) == (size_t)kn->len && strncmp(seen, kn->start, (size_t)kn->len) == 0) {
            vm_p_fail(p, vm_span_join(kn->span, vm_outer(value)), "keyword argument repeated: %s", seen);
          }
        }
        vm_vec_push(&kwnames, vm_arena_strndup(p->arena, kn->start, (size_t)kn->len), p->arena);
        vm_vec_push(&kwvalues, value, p->arena);
        if (!vm_p_match(p, TK_COMMA)) break;
        continue;
      }
      if (p_at(p, TK_STAR) || p_at(p, TK_DSTAR)) {
        vm_p_fail(p, p_cur(p)->span, "star-unpacking in class bases is not supported in Weft");
      }
      late = late || kwnames.n; /* Python reports it at the ')' */
      vm_vec_push(&bases, vm_parse_expr(p), p->arena);
      if (!vm_p_match(p, TK_COMMA)) break;
    }
    const Token *close = vm_p_expect(p, TK_RPAREN);
    if (late) vm_p_fail(p, close->span, "positional argument follows keyword argument");
  }
  k->nbases = bases.n;
  k->bases = (Expr **)vm_vec_freeze(&bases, p->arena);
  k->nkw = kwnames.n;
  k->kwnames = (const char **)vm_vec_freeze(&kwnames, p->arena);
  k->kwvalues = (Expr **)vm_vec_freeze(&kwvalues, p->arena);
  block_colon(p);
  p->block_kw = "class definition";
  PtrVec annotated = {0}, *outer = p->annotated;
  p->annotated = &annotated;
  const char *outer_mangle = p->mangle, *bare = k->name;
  while (*bare == '_') bare++;
  p->mangle = *bare ? bare : NULL;
  Block body = vm_parse_block(p);
  p->mangle = outer_mangle;
  p->annotated = outer;
  k->body = body.items;
  k->nbody = body.n;
  k->nannotated = annotated.n;
  k->annotated = (const char **)vm_vec_freeze(&annotated, p->arena);
  Stmt *st = new_stmt(p, ST_CLASSDEF, k->span);
  st->as.cls = k;
  return st;
}

/* funcdef: decorators? 'def' NAME '(' params ')' ['->' expr] ':' block
 * decorators: ('@' expr NEWLINE)+ */
static Stmt *def_statement(Parser *p) {
  PtrVec decorators = {0};
  while (p_at(p, TK_AT)) {
    vm_p_advance(p);
    vm_vec_push(&decorators, vm_parse_expr(p), p->arena);
    vm_p_expect(p, TK_NEWLINE);
  }
  if (p_at(p, TK_CLASS)) return class_statement(p, &decorators);
  if (p_at(p, TK_ASYNC)) unsupported(p, "async/await is");
  const Token *kw = vm_p_expect(p, TK_DEF);
  const Token *name = vm_p_expect(p, TK_NAME);
  FuncNode *f = vm_arena_alloc(p->arena, sizeof *f);
  f->name = vm_arena_strndup(p->arena, name->start, (size_t)name->len);
  f->binding = vm_p_ident(p, name);
  f->ndecorators = decorators.n;
  f->decorators = (Expr **)vm_vec_freeze(&decorators, p->arena);
  vm_p_expect(p, TK_LPAREN);
  vm_parse_params(p, TK_RPAREN, f);
  vm_p_expect(p, TK_RPAREN);
  if (vm_p_match(p, TK_ARROW)) {
    Span at = prev_span(p);
    vm_p_add_annotation(p, f, "return", at, vm_parse_expr(p));
  }
  vm_p_expect(p, TK_COLON);
  f->span = vm_span_join(kw->span, name->span);
  p->block_kw = "function definition";
  FuncNode *outer = p->func;
  p->func = f;
  PtrVec *annotated = p->annotated;
  p->annotated = NULL;
  Block body = vm_parse_block(p);
  p->annotated = annotated;
  p->func = outer;
  f->body = body.items;
  f->nbody = body.n;
  Stmt *st = new_stmt(p, ST_FUNCDEF, f->span);
  st->as.func = f;
  return st;
}

/* except_clause: 'except' ['*'] [expr ['as' NAME]] ':' block  (except* needs the expr) */
static void except_clause(Parser *p, ExceptClause *h) {
  const Token *kw = vm_p_advance(p);
  h->span = kw->span;
  if (vm_p_match(p, TK_STAR)) {
    h->star = true;
    if (p_at(p, TK_COLON)) vm_p_fail(p, p_cur(p)->span, "expected one or more exception types");
  }
  if (!p_at(p, TK_COLON)) {
    h->type = vm_parse_expr(p);
    if (p_at(p, TK_COMMA)) {
      Span s = h->type->span;
      while (vm_p_match(p, TK_COMMA) && vm_starts_expr(p_cur(p)->kind)) s = vm_span_join(s, vm_parse_expr(p)->span);
      vm_p_fail(p, s, "multiple exception types must be parenthesized");
    }
    if (vm_p_match(p, TK_AS)) {
      const Token *t = vm_p_expect(p, TK_NAME);
      h->name = vm_p_new_expr(p, EX_NAME, t->span);
      h->name->as.name.id = vm_p_ident(p, t);
    }
    h->span = vm_span_join(kw->span, prev_span(p));
  }
  block_colon(p);
  if (!h->type) h->span = vm_span_join(kw->span, prev_span(p)); /* `except:` */
  p->block_kw = "except";
  h->body = vm_parse_block(p);
}

/* try_stmt: 'try' ':' block (except_clause+ ['else' ':' block] ['finally' ':' block]
 *                            | 'finally' ':' block) */
static Stmt *try_statement(Parser *p) {
  Stmt *st = new_stmt(p, ST_TRY, vm_p_advance(p)->span);
  vm_p_expect(p, TK_COLON);
  p->block_kw = "try";
  st->as.try_.body = vm_parse_block(p);
  ItemVec handlers = {0};
  while (p_at(p, TK_EXCEPT)) {
    ExceptClause *clauses = handlers.items;
    int n = handlers.n;
    if (n > 0 && !clauses[n - 1].type) vm_p_fail(p, clauses[n - 1].span, "default 'except:' must be last");
    Span at = p_cur(p)->span;
    ExceptClause *h = vm_items_push(&handlers, sizeof *h, p->arena);
    except_clause(p, h);
    if (n > 0 && h->star != ((ExceptClause *)handlers.items)[0].star) {
      vm_p_fail(p, at, "cannot have both 'except' and 'except*' on the same 'try'");
    }
  }
  int n = handlers.n;
  st->as.try_.nhandlers = n;
  st->as.try_.handlers = vm_items_freeze(&handlers, sizeof(ExceptClause), p->arena);
  if (n > 0 && p_at(p, TK_ELSE)) {
    vm_p_advance(p);
    vm_p_expect(p, TK_COLON);
    p->block_kw = "else";
    st->as.try_.orelse = vm_parse_block(p);
  }
  if (vm_p_match(p, TK_FINALLY)) {
    vm_p_expect(p, TK_COLON);
    p->block_kw = "finally";
    st->as.try_.finalbody = vm_parse_block(p);
  } else if (n == 0) {
    vm_p_fail(p, p_cur(p)->span, "expected 'except' or 'finally' block");
  }
  return st;
}

/* Does the 'with' go on with '(' with_items ')' ':' (the parenthesized form Python 3.10 added)?
 * Its ')' is followed by ':'; otherwise the '(' starts an expression (`with (a) as b:`). */
static bool parenthesized_items(Parser *p) {
  if (!p_at(p, TK_LPAREN)) return false;
  int depth = 0;
  for (int k = 0;; k++) {
    TokKind t = p_peek(p, k)->kind;
    if (t == TK_LPAREN || t == TK_LBRACKET || t == TK_LBRACE) depth++;
    if (t == TK_RPAREN || t == TK_RBRACKET || t == TK_RBRACE) depth--;
    if (t == TK_EOF || t == TK_NEWLINE) return false;
    if (depth == 0) return p_peek(p, k + 1)->kind == TK_COLON;
  }
}

/* with_stmt: 'with' '(' with_item (',' with_item)* [','] ')' ':' block
 *          | 'with' with_item (',' with_item)* ':' block;  with_item: expr ['as' target] */
static Stmt *with_statement(Parser *p) {
  Stmt *st = new_stmt(p, ST_WITH, vm_p_advance(p)->span);
  ItemVec items = {0};
  bool parens = parenthesized_items(p);
  if (parens) vm_p_advance(p);
  do {
    if (parens && p_at(p, TK_RPAREN) && items.n > 0) break; /* a trailing comma */
    WithItem *it = vm_items_push(&items, sizeof *it, p->arena);
    it->ctx = vm_parse_expr(p);
    if (vm_p_match(p, TK_AS)) {
      it->target = vm_parse_expr(p); /* one target: a comma starts the next item */
      vm_check_target(p, it->target, "assign");
    }
  } while (vm_p_match(p, TK_COMMA));
  if (parens) vm_p_expect(p, TK_RPAREN);
  block_colon(p);
  p->block_kw = "with";
  st->as.with.body = vm_parse_block(p);
  if (st->as.with.body.n) { /* CPython's with instructions span the whole statement */
    st->span = vm_span_join(st->span, st->as.with.body.items[st->as.with.body.n - 1]->span);
  }
  st->as.with.nitems = items.n;
  st->as.with.items = vm_items_freeze(&items, sizeof(WithItem), p->arena);
  return st;
}

/* raise_stmt: 'raise' [expr ['from' expr]] */
static Stmt *raise_statement(Parser *p) {
  const Token *kw = vm_p_advance(p);
  Stmt *st = new_stmt(p, ST_RAISE, kw->span);
  if (vm_starts_expr(p_cur(p)->kind)) {
    st->as.raise.exc = vm_parse_expr(p);
    if (vm_p_match(p, TK_FROM)) st->as.raise.cause = vm_parse_expr(p);
    st->span = vm_span_join(kw->span, prev_span(p));
  }
  return st;
}

/* A `match` statement: NAME 'match' ... ':' NEWLINE at the start of a line. */
static bool is_match_statement(Parser *p) {
  const Token *t = p_cur(p);
  if (t->kind != TK_NAME || t->len != 5 || memcmp(t->start, "match", 5) != 0) return false;
  TokKind next = p_peek(p, 1)->kind;
  if (next == TK_ASSIGN || next == TK_DOT || next == TK_COLON || next == TK_NEWLINE) return false;
  for (int k = 1;; k++) {
    const Token *u = p_peek(p, k);
    if (u->kind == TK_NEWLINE || u->kind == TK_EOF) return p_peek(p, k - 1)->kind == TK_COLON;
  }
}

static void rejected_compound(Parser *p, const char *what) {
  vm_p_error(p, p_cur(p)->span, "%s not supported in Weft", what);
  vm_p_advance(p);
  discard_block(p);
}

/* statement: compound_stmt | simple_stmts */
static void statement(Parser *p, PtrVec *out) {
  switch (p_cur(p)->kind) {
    case TK_IF: vm_vec_push(out, if_statement(p), p->arena); return;
    case TK_WHILE: vm_vec_push(out, while_statement(p), p->arena); return;
    case TK_FOR: vm_vec_push(out, for_statement(p), p->arena); return;
    case TK_DEF: case TK_AT: vm_vec_push(out, def_statement(p), p->arena); return;
    case TK_CLASS: vm_vec_push(out, class_statement(p, NULL), p->arena); return;
    case TK_WITH: vm_vec_push(out, with_statement(p), p->arena); return;
    case TK_ASYNC: rejected_compound(p, "async/await is"); return;
    case TK_TRY: vm_vec_push(out, try_statement(p), p->arena); return;
    case TK_INDENT: vm_p_fail(p, p_cur(p)->span, "unexpected indent");
    case TK_ELSE: case TK_ELIF: case TK_EXCEPT: case TK_FINALLY:
      vm_p_fail(p, p_cur(p)->span, "invalid syntax");
    default:
      if (is_match_statement(p)) {
        vm_parse_match(p, out);
        return;
      }
      simple_statements(p, out);
  }
}

/* file: statement* EOF */
AstModule *vm_parse(const LexResult *lex, Diag *d, Arena *a, int max_depth) {
  Parser p = {.toks = lex->toks, .n = lex->n, .diag = d, .arena = a, .depth = VM_DEPTH_GUARD(0, max_depth)};
  p.eof_reported = lex->open_bracket || lex->open_triple_string;
  p.unclosed = lex->unclosed;
  PtrVec items = {0};
  while (!p_at(&p, TK_EOF)) {
    if (p_at(&p, TK_NEWLINE) || p_at(&p, TK_DEDENT)) {
      vm_p_advance(&p);
      continue;
    }
    protected_statement(&p, &items);
  }
  AstModule *m = vm_arena_alloc(a, sizeof *m);
  m->body.n = items.n;
  m->body.items = (Stmt **)vm_vec_freeze(&items, a);
  return m;
}
