/* np_array_copy.c — the ndarray methods that copy: copy(order='C'), __copy__ and
 * __deepcopy__ (copy.copy / copy.deepcopy: the elements are numbers, so a deep copy is a
 * copy), and astype, which casts with NumPy's checks and warnings and lays the result out as
 * order= asks (the default 'K' keeps the source's axis order, np_korder.c). */
#include <string.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_array_copy.h"
#include "np_castwarn.h"
#include "np_course.h"
#include "np_datetime.h"
#include "np_dvar.h"
#include "np_internal.h"
#include "np_korder.h"
#include "np_loops.h"
#include "np_objarray.h"
#include "np_strarray.h"

static Value m_copy(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"order"};
  Value args[1];
  rt_parse_args("copy", argc, argv, kw, 1, names, 0, args);
  Value c = rt_array_contiguous(self, true); /* the method's default order is 'C' */
  bool fortran = np_fortran_order(args[0], "C", true, self); /* checks order */
  if (rt_is_str(args[0]) && (rt_str_data(args[0])[0] & ~0x20) == 'K')
    return np_korder_like(c, RT_AS(Array, self));
  return fortran ? np_to_fortran(c) : c;
}

static Value m_dunder_copy(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("__copy__", argc, kw, 0, 0);
  return rt_array_contiguous(self, true);
}

static Value m_deepcopy(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("__deepcopy__", argc, kw, 1, 1);
  return rt_array_contiguous(self, true);
}

static Value m_astype(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"dtype", "order", "casting", "subok", "copy"};
  Value args[5];
  rt_parse_args("astype", argc, argv, kw, 5, names, 1, args);
  Value s = np_time_array_hook(self, args[0]);
  if (!rt_is_undef(s)) return s;
  s = np_str_astype_hook(self, args[0]);
  if (!rt_is_undef(s)) return s;
  s = np_obj_astype_hook(self, args[0]);
  if (!rt_is_undef(s)) return s;
  DType dt = rt_dtype_from_value(args[0]);
  if (!rt_is_undef(args[2])) np_astype_casting(RT_AS(Array, self)->dtype, dt, args[2]);
  if (!rt_is_undef(args[4]) && !rt_truthy(args[4]) && dt == RT_AS(Array, self)->dtype) {
    rt_incref(self);
    return self;
  }
  /* order='K' (the default) keeps the layout: a transpose's axis order */
  bool fortran = np_fortran_order(args[1], "K", true, self); /* checks order */
  bool k = rt_is_undef(args[1]) || (rt_is_str(args[1]) && (rt_str_data(args[1])[0] & ~0x20) == 'K');
  Value c = np_astype_checked(self, dt);
  bool laid = false;
  if (rt_is_undef(c)) {
    np_cast_warnings(RT_AS(Array, self), dt);
    c = k ? np_korder_astype(self, dt) : rt_array_astype(self, dt);
    laid = k;
  }
  np_dvar_apply(c, args[0]); /* astype('q'), astype('>i4') */
  if (k) return laid ? c : np_korder_like(c, RT_AS(Array, self));
  return fortran ? np_to_fortran(c) : c;
}

void np_register_array_copies(void) {
  np_register_method("copy", m_copy);
  np_register_method("astype", m_astype);
  np_register_method("__copy__", m_dunder_copy);
  np_register_method("__deepcopy__", m_deepcopy);
}
