/* numbers_module.c — the numbers module: the numeric tower Number > Complex > Real > Rational >
 * Integral as ABCMeta classes, with the registrations CPython and NumPy make (complex, float,
 * int (so bool), fractions.Fraction, decimal.Decimal as a Number; NumPy's integer, inexact,
 * floating and number), so isinstance(x, numbers.Real) answers as there; each ABC has
 * numbers.py's abstract methods (a subclass missing one cannot be instantiated) and its
 * concrete ones (Real's divmod, real, imag, Integral's __index__ ...). */
#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "collections_abc.h"
#include "py.h"

/* ---- the concrete methods the ABCs give their subclasses (numbers.py's) ---- */

#define ARGS Value data, int argc, const Value *argv, const Kwargs *kw

static Value call1(const char *builtin, Value v) { return rt_call(rt_builtin_lookup(builtin), 1, &v, NULL); }

static Value c_bool(ARGS) { /* Complex.__bool__: self != 0 */
  (void)data, (void)argc, (void)kw;
  Value ne = rt_binop(RT_OP_NE, argv[0], rt_int(0));
  bool t = rt_truthy(ne);
  rt_decref(ne);
  return rt_bool(t);
}

static Value c_sub(ARGS) { /* self + -other */
  (void)data, (void)argc, (void)kw;
  Value neg = rt_unop(RT_UOP_NEG, argv[1]);
  int mark = rt_cleanup_push_value(&neg);
  Value r = rt_binop(RT_OP_ADD, argv[0], neg);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value c_rsub(ARGS) { /* -self + other */
  (void)data, (void)argc, (void)kw;
  Value neg = rt_unop(RT_UOP_NEG, argv[0]);
  int mark = rt_cleanup_push_value(&neg);
  Value r = rt_binop(RT_OP_ADD, neg, argv[1]);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value r_complex(ARGS) { /* complex(float(self)) */
  (void)data, (void)argc, (void)kw;
  Value f = call1("float", argv[0]);
  int mark = rt_cleanup_push_value(&f);
  Value r = call1("complex", f);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value divmod_of(Value a, Value b) {
  Value q = rt_binop(RT_OP_FLOORDIV, a, b);
  int mark = rt_cleanup_push_value(&q);
  Value m = rt_binop(RT_OP_MOD, a, b);
  rt_cleanup_push_value(&m);
  Value items[2] = {q, m};
  Value t = rt_tuple_from(2, items);
  rt_cleanup_pop(mark, true);
  return t;
}

static Value r_divmod(ARGS) {
  (void)data, (void)argc, (void)kw;
  return divmod_of(argv[0], argv[1]);
}

static Value r_rdivmod(ARGS) {
  (void)data, (void)argc, (void)kw;
  return divmod_of(argv[1], argv[0]);
}

static Value plus_self(ARGS) { /* real, conjugate(), numerator: +self */
  (void)data, (void)argc, (void)kw;
  return rt_unop(RT_UOP_POS, argv[0]);
}

static Value zero(ARGS) {
  (void)data, (void)argc, (void)argv, (void)kw;
  return rt_int(0);
}

static Value one(ARGS) {
  (void)data, (void)argc, (void)argv, (void)kw;
  return rt_int(1);
}

static Value q_float(ARGS) { /* int(self.numerator) / int(self.denominator) */
  (void)data, (void)argc, (void)kw;
  Value n = rt_getattr(argv[0], "numerator");
  int mark = rt_cleanup_push_value(&n);
  Value d = rt_getattr(argv[0], "denominator");
  rt_cleanup_push_value(&d);
  Value ni = call1("int", n);
  rt_cleanup_push_value(&ni);
  Value di = call1("int", d);
  rt_cleanup_push_value(&di);
  Value r = rt_binop(RT_OP_TRUEDIV, ni, di);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value i_index(ARGS) {
  (void)data, (void)argc, (void)kw;
  return call1("int", argv[0]);
}

static Value i_float(ARGS) {
  (void)data, (void)argc, (void)kw;
  Value i = call1("int", argv[0]);
  int mark = rt_cleanup_push_value(&i);
  Value r = call1("float", i);
  rt_cleanup_pop(mark, true);
  return r;
}

typedef struct Member {
  const char *name;
  NativeFn fn;  /* NULL: abstract */
  bool property;
} Member;

/* The ABC's own abstract methods (stubs ABCMeta counts) and concrete ones, as numbers.py has. */
static const Member complex_members[] = {
    {"__abs__", NULL, 0}, {"__add__", NULL, 0}, {"__complex__", NULL, 0}, {"__eq__", NULL, 0},
    {"__mul__", NULL, 0}, {"__neg__", NULL, 0}, {"__pos__", NULL, 0}, {"__pow__", NULL, 0},
    {"__radd__", NULL, 0}, {"__rmul__", NULL, 0}, {"__rpow__", NULL, 0}, {"__rtruediv__", NULL, 0},
    {"__truediv__", NULL, 0}, {"conjugate", NULL, 0}, {"imag", NULL, 0}, {"real", NULL, 0},
    {"__bool__", c_bool, 0}, {"__sub__", c_sub, 0}, {"__rsub__", c_rsub, 0}, {NULL, NULL, 0}};
static const Member real_members[] = {
    {"__ceil__", NULL, 0}, {"__float__", NULL, 0}, {"__floor__", NULL, 0}, {"__floordiv__", NULL, 0},
    {"__le__", NULL, 0}, {"__lt__", NULL, 0}, {"__mod__", NULL, 0}, {"__rfloordiv__", NULL, 0},
    {"__rmod__", NULL, 0}, {"__round__", NULL, 0}, {"__trunc__", NULL, 0},
    {"__complex__", r_complex, 0}, {"__divmod__", r_divmod, 0}, {"__rdivmod__", r_rdivmod, 0},
    {"conjugate", plus_self, 0}, {"real", plus_self, 1}, {"imag", zero, 1}, {NULL, NULL, 0}};
static const Member rational_members[] = {
    {"numerator", NULL, 0}, {"denominator", NULL, 0}, {"__float__", q_float, 0}, {NULL, NULL, 0}};
static const Member integral_members[] = {
    {"__and__", NULL, 0}, {"__int__", NULL, 0}, {"__invert__", NULL, 0}, {"__lshift__", NULL, 0},
    {"__or__", NULL, 0}, {"__pow__", NULL, 0}, {"__rand__", NULL, 0}, {"__rlshift__", NULL, 0},
    {"__ror__", NULL, 0}, {"__rrshift__", NULL, 0}, {"__rshift__", NULL, 0}, {"__rxor__", NULL, 0},
    {"__xor__", NULL, 0}, {"__float__", i_float, 0}, {"__index__", i_index, 0},
    {"numerator", plus_self, 1}, {"denominator", one, 1}, {NULL, NULL, 0}};

static void put_members(Value ns, const char *cls, const Member *m) {
  for (; m && m->name; m++) {
    Value v;
    if (!m->fn) {
      v = rt_abc_stub_new(m->name, m->name);
    } else {
      v = rt_native_method_new(m->name, m->name, m->fn, rt_none());
      if (m->property) {
        Value p = rt_property_new(v, rt_none(), rt_none(), rt_none());
        rt_decref(v);
        v = p;
      }
    }
    (void)cls;
    rt_dict_set_str(ns, m->name, v);
    rt_decref(v);
  }
}

static Value make(Value meta, const char *name, Value base, const Member *members) {
  Value ns = rt_dict_new();
  put_members(ns, name, members);
  Value bases = rt_is_undef(base) ? rt_tuple_new(0) : rt_tuple_from(1, &base);
  Value args[3] = {rt_str_from_c(name), bases, ns};
  Value cls = rt_type_make(RT_AS(ClassObj, meta), args, rt_undef());
  int mark = rt_cleanup_push_value(&cls);
  /* ABCMeta.__init__ works out __abstractmethods__, as a class statement would run it */
  Value init = rt_class_lookup(RT_AS(ClassObj, meta), "__init__", NULL);
  rt_decref(rt_call_method(init, cls, 3, args));
  rt_cleanup_pop(mark, false);
  for (int k = 0; k < 3; k++) rt_decref(args[k]);
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("numbers"));
  rt_class_set(RT_AS(ClassObj, cls), "__hash__", rt_none()); /* Number.__hash__ = None */
  return cls;
}

/* cls.register(module.name) */
static void register_from(Value cls, const char *module, const char *name) {
  Value m = rt_import(module);
  int mark = rt_cleanup_push_value(&m);
  Value sub;
  if (rt_try_getattr(m, name, &sub)) {
    rt_cleanup_push_value(&sub);
    rt_abc_register(cls, sub);
  }
  rt_cleanup_pop(mark, true);
}

void rt_numbers_module_init(Value m) {
  Value abc = rt_import("abc");
  int mark = rt_cleanup_push_value(&abc);
  Value meta = rt_getattr(abc, "ABCMeta");
  rt_cleanup_push_value(&meta);
  Value number = make(meta, "Number", rt_undef(), NULL);
  rt_module_set(m, "Number", number);
  Value complex = make(meta, "Complex", number, complex_members);
  rt_module_set(m, "Complex", complex);
  Value real = make(meta, "Real", complex, real_members);
  rt_module_set(m, "Real", real);
  Value rational = make(meta, "Rational", real, rational_members);
  rt_module_set(m, "Rational", rational);
  Value integral = make(meta, "Integral", rational, integral_members);
  rt_module_set(m, "Integral", integral);
  rt_abc_register(complex, rt_builtin_lookup("complex"));
  rt_abc_register(real, rt_builtin_lookup("float"));
  rt_abc_register(integral, rt_builtin_lookup("int"));
  register_from(rational, "fractions", "Fraction");
  register_from(number, "decimal", "Decimal");
  register_from(integral, "numpy", "integer"); /* numpy/core/numerictypes.py's registrations */
  register_from(complex, "numpy", "inexact");
  register_from(real, "numpy", "floating");
  register_from(number, "numpy", "number");
  rt_cleanup_pop(mark, true);
}
