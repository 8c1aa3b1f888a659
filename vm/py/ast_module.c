/* ast_module.c — the ast module's literal_eval: the value of a Python literal written as text
 * (numbers, strings, bytes, True/False/None, Ellipsis, tuples, lists, sets, dicts, set(), a
 * signed number and a real plus or minus an imaginary number), as CPython 3.11's ast.py
 * allows. The text first goes through compile(text, '<unknown>', 'eval') so that a syntax
 * error is the one CPython raises; the front end's syntax tree is then walked. Anything else
 * (names, calls, operators) is ValueError "malformed node or string on line N: <ast.Kind
 * object at ...>". Not here: the rest of the ast module (parse, dump, node classes). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../front/depth.h"
#include "../front/diag.h"
#include "../front/lexer.h"
#include "../front/parser.h"
#include "../obj/bigint.h"
#include "../obj/complex.h"
#include "../obj/dict.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "py.h"

/* CPython's node class for one of the front end's expression kinds. */
static const char *node_class(const Expr *e) {
  switch (e->kind) {
    case EX_NAME: return "Name";
    case EX_INT: case EX_FLOAT: case EX_STR: case EX_NONE: case EX_TRUE: case EX_FALSE:
    case EX_ELLIPSIS: case EX_BIGINT: case EX_IMAG: case EX_BYTES: return "Constant";
    case EX_FSTRING: return "JoinedStr";
    case EX_FORMATTED: return "FormattedValue";
    case EX_BINOP: return "BinOp";
    case EX_UNARY: return "UnaryOp";
    case EX_BOOLOP: return "BoolOp";
    case EX_COMPARE: return "Compare";
    case EX_IFEXP: return "IfExp";
    case EX_CALL: return "Call";
    case EX_ATTR: return "Attribute";
    case EX_SUBSCRIPT: return "Subscript";
    case EX_SLICE: return "Slice";
    case EX_TUPLE: return "Tuple";
    case EX_LIST: return "List";
    case EX_LISTCOMP: return "ListComp";
    case EX_LAMBDA: return "Lambda";
    case EX_STARRED: return "Starred";
    case EX_YIELD: return "Yield";
    case EX_YIELDFROM: return "YieldFrom";
    case EX_GENEXP: return "GeneratorExp";
    case EX_DICT: return "Dict";
    case EX_SET: return "Set";
    case EX_DICTCOMP: return "DictComp";
    case EX_SETCOMP: return "SetComp";
    case EX_NAMEDEXPR: return "NamedExpr";
  }
  return "expr";
}

static _Noreturn void malformed(const Expr *e) {
  rt_raise(RT_EXC_ValueError, "malformed node or string on line %d: <ast.%s object at %p>", e->span.line,
           node_class(e), (const void *)e);
}

static bool is_number(const Expr *e) {
  return e->kind == EX_INT || e->kind == EX_FLOAT || e->kind == EX_BIGINT || e->kind == EX_IMAG;
}

/* A number constant (not bool): CPython's _convert_num. New reference. */
static Value convert_num(const Expr *e) {
  if (!is_number(e)) malformed(e);
  switch (e->kind) {
    case EX_INT: return rt_int(e->as.i);
    case EX_FLOAT: return rt_float(e->as.f);
    case EX_IMAG: return rt_complex_new(0.0, e->as.f);
    default: return rt_int_from_literal(e->as.bigint.digits, e->as.bigint.base);
  }
}

/* A number with an optional unary + or -: CPython's _convert_signed_num. */
static Value convert_signed(const Expr *e) {
  if (e->kind == EX_UNARY && (e->as.unary.op == RT_UOP_NEG || e->as.unary.op == RT_UOP_POS)) {
    Value v = convert_num(e->as.unary.operand);
    int mark = rt_cleanup_push_value(&v);
    Value r = rt_unop(e->as.unary.op, v);
    rt_cleanup_pop(mark, true);
    return r;
  }
  return convert_num(e);
}

static Value convert(const Expr *e);

/* The items of a tuple, list or set display, converted into a new list. */
static Value convert_items(const Expr *e) {
  Value l = rt_list_new(e->as.seq.n);
  int mark = rt_cleanup_push_value(&l);
  for (int k = 0; k < e->as.seq.n; k++) {
    Value v = convert(e->as.seq.items[k]);
    rt_list_append(l, v);
    rt_decref(v);
  }
  rt_cleanup_pop(mark, false);
  return l;
}

static Value convert_dict(const Expr *e) {
  Value d = rt_dict_new(), k = rt_undef(), v = rt_undef();
  int mark = rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&k);
  rt_cleanup_push_value(&v);
  for (int i = 0; i < e->as.dict.n; i++) {
    if (!e->as.dict.keys[i]) rt_raise(RT_EXC_ValueError, "malformed node or string: None"); /* {**x} */
    k = convert(e->as.dict.keys[i]);
    v = convert(e->as.dict.values[i]);
    rt_dict_set(d, k, v);
    rt_decref(k);
    rt_decref(v);
    k = v = rt_undef();
  }
  rt_cleanup_pop(mark, false);
  return d;
}

/* real + imaginary or real - imaginary (a complex literal), else malformed. */
static Value convert_complex(const Expr *e) {
  Value left = convert_signed(e->as.binop.left), right = rt_undef();
  int mark = rt_cleanup_push_value(&left);
  rt_cleanup_push_value(&right);
  right = convert_num(e->as.binop.right);
  bool real_left = left.tag == RT_INT || left.tag == RT_FLOAT || rt_is_bigint(left);
  if (!real_left || !rt_is_complex(right)) malformed(e);
  Value r = rt_binop(e->as.binop.op, left, right);
  rt_cleanup_pop(mark, true);
  return r;
}

/* CPython's _convert. New reference. */
static Value convert(const Expr *e) {
  rt_recursion_enter(" during compilation");
  Value r;
  switch (e->kind) {
    case EX_STR: r = rt_str_new(e->as.str.s, (size_t)e->as.str.len); break;
    case EX_BYTES: r = rt_bytes_new(&rt_bytes_type, e->as.str.s, (size_t)e->as.str.len); break;
    case EX_NONE: r = rt_none(); break;
    case EX_TRUE: r = rt_bool(true); break;
    case EX_FALSE: r = rt_bool(false); break;
    case EX_ELLIPSIS: r = rt_ellipsis(); rt_incref(r); break;
    case EX_LIST: r = convert_items(e); break;
    case EX_TUPLE:
    case EX_SET: {
      Value l = convert_items(e);
      int mark = rt_cleanup_push_value(&l);
      List *items = RT_AS(List, l);
      if (e->kind == EX_TUPLE) {
        r = rt_tuple_from(items->n, items->items);
      } else {
        r = rt_set_new(false);
        rt_cleanup_push_value(&r);
        for (int64_t k = 0; k < items->n; k++) rt_set_add(r, items->items[k]); /* may raise (unhashable) */
      }
      rt_cleanup_pop(mark, false);
      rt_decref(l);
      break;
    }
    case EX_DICT: r = convert_dict(e); break;
    case EX_CALL: {
      const Expr *f = e->as.call.func;
      if (f->kind != EX_NAME || strcmp(f->as.name.id, "set") != 0 || e->as.call.nargs || e->as.call.nkw) malformed(e);
      r = rt_set_new(false);
      break;
    }
    case EX_BINOP:
      if (e->as.binop.op != RT_OP_ADD && e->as.binop.op != RT_OP_SUB) malformed(e);
      r = convert_complex(e);
      break;
    default: r = convert_signed(e); break;
  }
  rt_recursion_leave();
  return r;
}

typedef struct Parsed {
  Arena arena;
  Diag diag;
  LexResult lex;
} Parsed;

static void parsed_free(void *p) {
  Parsed *ps = p;
  free(ps->lex.toks);
  vm_diag_free(&ps->diag);
  vm_arena_free(&ps->arena);
}

static Value a_literal_eval(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"node_or_string"};
  Value arg;
  py_parse_pyargs("literal_eval", argc, argv, kw, 1, names, 1, &arg);
  if (!rt_is_str(arg)) {
    Value r = rt_repr(arg);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_ValueError, "malformed node or string: %s", rt_str_data(r));
  }
  const char *text = rt_str_data(arg);
  text += strspn(text, " \t");
  /* compile() raises CPython's SyntaxError for text that is not one expression */
  Value code = rt_undef(), args[3] = {rt_str_from_c(text), rt_str_from_c("<unknown>"), rt_str_from_c("eval")};
  int mark = rt_cleanup_push_value(&code);
  for (int k = 0; k < 3; k++) rt_cleanup_push_value(&args[k]);
  code = rt_call(rt_builtin_lookup("compile"), 3, args, NULL);
  Parsed ps;
  memset(&ps, 0, sizeof ps);
  vm_arena_init(&ps.arena);
  vm_diag_init(&ps.diag, "<unknown>", text);
  rt_cleanup_push(parsed_free, &ps);
  vm_lex(text, &ps.diag, &ps.arena, &ps.lex);
  AstModule *m = vm_parse(&ps.lex, &ps.diag, &ps.arena, vm_parse_depth_limit(rt_recursion_limit()));
  if (ps.diag.count || !m || m->body.n != 1 || m->body.items[0]->kind != ST_EXPR) {
    rt_raise(RT_EXC_SyntaxError, "invalid syntax"); /* compile() accepted it: not expected */
  }
  Value r = convert(m->body.items[0]->as.expr);
  rt_cleanup_pop(mark, true);
  return r;
}

void rt_ast_module_init(Value m) { rt_module_add_fn(m, "literal_eval", a_literal_eval); }
