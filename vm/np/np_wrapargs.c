/* np_wrapargs.c — the argument helpers np_wrapargs.h declares. */
#include <string.h>

#include "np_wrapargs.h"
#include "np_strarray.h"
#include "../obj/objects.h"

Value np_kwarg(const Kwargs *kw, const char *name) {
  for (int i = 0; kw && i < kw->n; i++)
    if (!strcmp(kw->names[i], name)) return kw->values[i];
  return rt_undef();
}

Value np_arg(int argc, const Value *argv, const Kwargs *kw, int i, const char *name) {
  return argc > i ? argv[i] : np_kwarg(kw, name);
}

bool np_holds_text(Value v) {
  return np_is_strarr(v) || ((rt_is_list(v) || rt_is_tuple(v)) && np_str_leaves(v));
}

Value np_as_strarr(Value v) {
  if (np_is_strarr(v)) {
    np_strarr_sync(RT_AS(NpStrArr, v));
    rt_incref(v);
    return v;
  }
  return np_strarr_from_value(v, 0);
}
