/* numbers_module.c — the numbers module: the numeric tower Number > Complex > Real > Rational >
 * Integral as ABCMeta classes, with the registrations CPython and NumPy make (complex, float,
 * int (so bool), fractions.Fraction, decimal.Decimal as a Number; NumPy's integer, inexact,
 * floating and number), so isinstance(x, numbers.Real) answers as there. */
#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"

static Value make(Value meta, const char *name, Value base) {
  Value ns = rt_dict_new();
  Value bases = rt_is_undef(base) ? rt_tuple_new(0) : rt_tuple_from(1, &base);
  Value args[3] = {rt_str_from_c(name), bases, ns};
  Value cls = rt_type_make(RT_AS(ClassObj, meta), args, rt_undef());
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
  Value number = make(meta, "Number", rt_undef());
  rt_module_set(m, "Number", number);
  Value complex = make(meta, "Complex", number);
  rt_module_set(m, "Complex", complex);
  Value real = make(meta, "Real", complex);
  rt_module_set(m, "Real", real);
  Value rational = make(meta, "Rational", real);
  rt_module_set(m, "Rational", rational);
  Value integral = make(meta, "Integral", rational);
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
