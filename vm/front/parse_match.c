/* parse_match.c — the match statement, parsed into the statements it means: the subject
 * stored in a hidden variable, then an if/elif chain with one test per case. A pattern is read
 * with the expression grammar (a list display is a sequence pattern, a call a class pattern, a
 * dict display a mapping pattern, `|` an or-pattern, a name a capture, `_` the wildcard) and
 * becomes a condition: structure checks through the builtins __weft_match_* (vm/py/
 * builtins_match.c; a star's items are __weft_match_star(s, before, after), a list), literals compared with == (None, True, False with `is`), and each
 * capture an assignment expression `(name := subject) is name`, always true. Sub-patterns test
 * expressions on the subject (`s[0]`, `s["key"]`, the class pattern's attribute). `p as name`
 * is read (while Parser.in_pattern) as an EX_NAMEDEXPR node, which patterns otherwise never hold
 * (`:=` is refused there): p's test, then the capture. */
#include <stdio.h>
#include <string.h>

#include "parse_internal.h"

static Expr *new_expr(Parser *p, ExprKind k, Span s) { return vm_p_new_expr(p, k, s); }

static Expr *name_expr(Parser *p, const char *id, Span s) {
  Expr *e = new_expr(p, EX_NAME, s);
  e->as.name.id = id;
  return e;
}

static Expr *int_expr(Parser *p, int64_t v, Span s) {
  Expr *e = new_expr(p, EX_INT, s);
  e->as.i = v;
  return e;
}

static Expr *str_expr(Parser *p, const char *text, Span s) {
  Expr *e = new_expr(p, EX_STR, s);
  e->as.str.s = text;
  e->as.str.len = (int)strlen(text);
  return e;
}

static Expr *call(Parser *p, const char *fn, Expr **args, int n, Span s) {
  Expr *e = new_expr(p, EX_CALL, s);
  e->as.call.func = name_expr(p, fn, s);
  e->as.call.args = vm_arena_alloc(p->arena, sizeof(Expr *) * (size_t)(n ? n : 1));
  memcpy(e->as.call.args, args, sizeof(Expr *) * (size_t)n);
  e->as.call.nargs = n;
  return e;
}

static Expr *compare(Parser *p, Expr *a, CmpOp op, Expr *b, Span s) {
  Expr *e = new_expr(p, EX_COMPARE, s);
  e->as.compare.n = 2;
  e->as.compare.operands = vm_arena_alloc(p->arena, sizeof(Expr *) * 2);
  e->as.compare.operands[0] = a;
  e->as.compare.operands[1] = b;
  e->as.compare.ops = vm_arena_alloc(p->arena, sizeof(CmpOp));
  e->as.compare.ops[0] = op;
  return e;
}

/* a and b, where either may be NULL (true). */
static Expr *both(Parser *p, Expr *a, Expr *b) {
  if (!a) return b;
  if (!b) return a;
  Expr *e = new_expr(p, EX_BOOLOP, vm_span_join(a->span, b->span));
  e->as.boolop.is_and = true;
  e->as.boolop.left = a;
  e->as.boolop.right = b;
  return e;
}

static Expr *either(Parser *p, Expr *a, Expr *b) {
  Expr *e = new_expr(p, EX_BOOLOP, vm_span_join(a->span, b->span));
  e->as.boolop.is_and = false;
  e->as.boolop.left = a;
  e->as.boolop.right = b;
  return e;
}

/* (name := subj) is name: binds, and is true. */
static Expr *capture(Parser *p, Expr *target, Expr *subj) {
  Expr *t = name_expr(p, target->as.name.id, target->span);
  Expr *w = new_expr(p, EX_NAMEDEXPR, target->span);
  w->as.named.target = t;
  w->as.named.value = subj;
  return compare(p, w, CMP_IS, name_expr(p, target->as.name.id, target->span), target->span);
}

static Expr *subscript(Parser *p, Expr *obj, Expr *index) {
  Expr *e = new_expr(p, EX_SUBSCRIPT, obj->span);
  e->as.subscript.obj = obj;
  e->as.subscript.index = index;
  return e;
}

static Expr *tuple_of(Parser *p, Expr **items, int n, Span s) {
  Expr *t = new_expr(p, EX_TUPLE, s);
  t->as.seq.items = vm_arena_alloc(p->arena, sizeof(Expr *) * (size_t)(n ? n : 1));
  memcpy(t->as.seq.items, items, sizeof(Expr *) * (size_t)n);
  t->as.seq.n = n;
  return t;
}

static Expr *pattern_test(Parser *p, Expr *pat, Expr *subj);

static bool is_wildcard(const Expr *e) { return e->kind == EX_NAME && strcmp(e->as.name.id, "_") == 0; }

static bool is_literal(const Expr *e) {
  switch (e->kind) {
    case EX_INT: case EX_FLOAT: case EX_BIGINT: case EX_IMAG: case EX_STR: case EX_BYTES: return true;
    case EX_UNARY: return e->as.unary.op == RT_UOP_NEG && is_literal(e->as.unary.operand);
    case EX_BINOP: /* complex literals: 1 + 2j */
      return (e->as.binop.op == RT_OP_ADD || e->as.binop.op == RT_OP_SUB) && is_literal(e->as.binop.left) &&
             e->as.binop.right->kind == EX_IMAG;
    default: return false;
  }
}

static bool is_value(const Expr *e) { /* a dotted name: Color.RED */
  return e->kind == EX_ATTR && (e->as.attr.obj->kind == EX_NAME || is_value(e->as.attr.obj));
}

/* [p0, p1, *rest, pn]: the structure check, then each item against subj[i] (or subj[-k] after
 * the star). */
static Expr *sequence_test(Parser *p, Expr *pat, Expr *subj) {
  int n = pat->as.seq.n, star = -1;
  for (int i = 0; i < n; i++) {
    if (pat->as.seq.items[i]->kind != EX_STARRED) continue;
    if (star >= 0) vm_p_fail(p, pat->span, "multiple starred names in sequence pattern");
    star = i;
  }
  Expr *args[3] = {subj, int_expr(p, star >= 0 ? n - 1 : n, pat->span), int_expr(p, star >= 0, pat->span)};
  Expr *test = call(p, "__weft_match_seq", args, 3, pat->span);
  for (int i = 0; i < n; i++) {
    Expr *item = pat->as.seq.items[i];
    if (i == star) {
      Expr *target = item->as.starred;
      if (target->kind != EX_NAME) vm_p_fail(p, target->span, "invalid pattern target");
      if (is_wildcard(target)) continue;
      Expr *rest_args[3] = {subj, int_expr(p, i, item->span), int_expr(p, n - 1 - i, item->span)};
      Expr *rest = call(p, "__weft_match_star", rest_args, 3, item->span);
      test = both(p, test, capture(p, target, rest));
      continue;
    }
    int64_t index = star >= 0 && i > star ? -(int64_t)(n - i) : i;
    test = both(p, test, pattern_test(p, item, subscript(p, subj, int_expr(p, index, item->span))));
  }
  return test;
}

/* {key: p, ..., **rest}: the keys present, each value against subj[key]. */
static Expr *mapping_test(Parser *p, Expr *pat, Expr *subj) {
  int n = pat->as.dict.n, nkeys = 0;
  Expr **keys = vm_arena_alloc(p->arena, sizeof(Expr *) * (size_t)(n ? n : 1));
  Expr *rest = NULL;
  for (int i = 0; i < n; i++) {
    if (pat->as.dict.keys[i]) keys[nkeys++] = pat->as.dict.keys[i];
    else rest = pat->as.dict.values[i];
  }
  Expr *key_tuple = tuple_of(p, keys, nkeys, pat->span);
  Expr *test = call(p, "__weft_match_map", (Expr *[]){subj, key_tuple}, 2, pat->span);
  for (int i = 0; i < n; i++) {
    Expr *k = pat->as.dict.keys[i];
    if (!k) continue;
    if (!is_literal(k) && !is_value(k) && k->kind != EX_NONE && k->kind != EX_TRUE && k->kind != EX_FALSE) {
      vm_p_fail(p, k->span, "mapping pattern keys may only match literals and attribute lookups");
    }
    test = both(p, test, pattern_test(p, pat->as.dict.values[i], subscript(p, subj, k)));
  }
  if (rest && rest->kind != EX_NAME) vm_p_fail(p, rest->span, "invalid pattern target");
  if (rest && !is_wildcard(rest)) {
    test = both(p, test, capture(p, rest, call(p, "__weft_match_rest", (Expr *[]){subj, key_tuple}, 2, rest->span)));
  }
  return test;
}

/* Cls(p0, ..., name=p): isinstance, then each sub-pattern against the attribute that
 * __match_args__ names (or the subject itself for int(x), str(s), ...). */
static Expr *class_test(Parser *p, Expr *pat, Expr *subj) {
  Expr *cls = pat->as.call.func;
  int npos = pat->as.call.nargs;
  Expr *test = call(p, "__weft_match_class", (Expr *[]){subj, cls, int_expr(p, npos, pat->span)}, 3, pat->span);
  for (int i = 0; i < npos + pat->as.call.nkw; i++) {
    bool kw = i >= npos;
    Expr *sub = kw ? pat->as.call.kwvalues[i - npos] : pat->as.call.args[i];
    if (kw && !pat->as.call.kwnames[i - npos]) vm_p_fail(p, sub->span, "invalid pattern");
    if (!kw && sub->kind == EX_STARRED) vm_p_fail(p, sub->span, "invalid pattern");
    Expr *key = kw ? str_expr(p, pat->as.call.kwnames[i - npos], sub->span) : int_expr(p, i, sub->span);
    Expr *args[3] = {subj, cls, key};
    Expr *has = call(p, "__weft_match_has", args, 3, sub->span);
    Expr *get = call(p, "__weft_match_get", args, 3, sub->span);
    test = both(p, test, both(p, has, is_wildcard(sub) ? NULL : pattern_test(p, sub, get)));
  }
  return test;
}

/* The condition under which subj matches pat (NULL: always). */
static Expr *pattern_test(Parser *p, Expr *pat, Expr *subj) {
  switch (pat->kind) {
    case EX_NAME:
      return is_wildcard(pat) ? NULL : capture(p, pat, subj);
    case EX_NONE: case EX_TRUE: case EX_FALSE:
      return compare(p, subj, CMP_IS, pat, pat->span);
    case EX_LIST: case EX_TUPLE:
      return sequence_test(p, pat, subj);
    case EX_DICT:
      return mapping_test(p, pat, subj);
    case EX_CALL:
      return class_test(p, pat, subj);
    case EX_NAMEDEXPR: /* p as name */
      return both(p, pattern_test(p, pat->as.named.value, subj), capture(p, pat->as.named.target, subj));
    case EX_BINOP:
      if (pat->as.binop.op == RT_OP_OR) {
        Expr *a = pattern_test(p, pat->as.binop.left, subj), *b = pattern_test(p, pat->as.binop.right, subj);
        if (!a || !b) return NULL; /* an irrefutable alternative */
        return either(p, a, b);
      }
      break;
    default:
      break;
  }
  if (is_literal(pat) || is_value(pat)) return compare(p, subj, CMP_EQ, pat, pat->span);
  vm_p_fail(p, pat->span, "invalid pattern");
}

/* as_pattern: or_pattern 'as' NAME — at the 'as'; pat is the or_pattern. */
Expr *vm_parse_pattern_as(Parser *p, Expr *pat) {
  vm_p_advance(p);
  const Token *name = vm_p_expect(p, TK_NAME);
  if (name->len == 1 && name->start[0] == '_') vm_p_fail(p, name->span, "cannot use '_' as a target");
  Expr *e = new_expr(p, EX_NAMEDEXPR, vm_span_join(pat->span, name->span));
  e->as.named.target = name_expr(p, vm_p_ident(p, name), name->span);
  e->as.named.value = pat;
  return e;
}

static bool at_soft(Parser *p, const char *kw) {
  const Token *t = p_cur(p);
  return t->kind == TK_NAME && t->len == (int)strlen(kw) && memcmp(t->start, kw, strlen(kw)) == 0;
}

/* case_block: 'case' patterns ['if' named_expression] ':' block. Returns the if statement
 * (its orelse filled in by the caller). */
static Stmt *case_block(Parser *p, Expr *subj) {
  const Token *kw = vm_p_advance(p);
  p->in_pattern = true;
  Expr *pat = vm_parse_or_test(p);
  if (p_at(p, TK_COMMA)) { /* an open sequence pattern: case a, b: */
    PtrVec items = {0};
    vm_vec_push(&items, pat, p->arena);
    while (vm_p_match(p, TK_COMMA) && !p_at(p, TK_COLON) && !p_at(p, TK_IF)) {
      vm_vec_push(&items, vm_parse_or_test(p), p->arena);
    }
    pat = tuple_of(p, (Expr **)vm_vec_freeze(&items, p->arena), items.n, pat->span);
  }
  if (p_at(p, TK_AS)) pat = vm_parse_pattern_as(p, pat);
  p->in_pattern = false;
  Expr *test = pattern_test(p, pat, subj);
  if (vm_p_match(p, TK_IF)) test = both(p, test, vm_parse_expr(p));
  if (!test) test = new_expr(p, EX_TRUE, pat->span);
  vm_p_expect(p, TK_COLON);
  p->block_kw = "case";
  Stmt *st = vm_arena_alloc(p->arena, sizeof *st);
  st->kind = ST_IF;
  st->span = kw->span;
  st->as.cond.test = test;
  st->as.cond.body = vm_parse_block(p);
  return st;
}

/* match_stmt: "match" subject_expr ':' NEWLINE INDENT case_block+ DEDENT */
void vm_parse_match(Parser *p, PtrVec *out) {
  const Token *kw = vm_p_advance(p);
  static int counter;
  char hidden[32];
  snprintf(hidden, sizeof hidden, ".match%d", counter++);
  const char *id = vm_arena_strndup(p->arena, hidden, strlen(hidden));
  Stmt *set = vm_arena_alloc(p->arena, sizeof *set);
  set->kind = ST_ASSIGN;
  set->span = kw->span;
  set->as.assign.targets = vm_arena_alloc(p->arena, sizeof(Expr *));
  set->as.assign.targets[0] = name_expr(p, id, kw->span);
  set->as.assign.ntargets = 1;
  set->as.assign.value = vm_parse_testlist(p);
  vm_p_expect(p, TK_COLON);
  vm_p_expect(p, TK_NEWLINE);
  p->block_kw = "match"; /* a missing indent names the match line, as CPython's */
  p->block_line = kw->span.line;
  vm_p_expect(p, TK_INDENT);
  vm_vec_push(out, set, p->arena);
  Stmt *first = NULL, *last = NULL;
  while (!p_at(p, TK_DEDENT) && !p_at(p, TK_EOF)) {
    if (p_at(p, TK_NEWLINE)) {
      vm_p_advance(p);
      continue;
    }
    if (!at_soft(p, "case")) vm_p_fail(p, p_cur(p)->span, "expected 'case'");
    Stmt *c = case_block(p, name_expr(p, id, kw->span));
    if (last) {
      last->as.cond.orelse.items = vm_arena_alloc(p->arena, sizeof(Stmt *));
      last->as.cond.orelse.items[0] = c;
      last->as.cond.orelse.n = 1;
    } else {
      first = c;
    }
    last = c;
  }
  vm_p_match(p, TK_DEDENT);
  if (first) vm_vec_push(out, first, p->arena);
}
