/* np_txt_time.c — np.loadtxt and np.genfromtxt with a datetime64/timedelta64 dtype: the
 * columns read as text, then parsed as NumPy parses dates ("2024-01-05" -> datetime64[D]).
 */
#include <string.h>

#include "np_datetime.h"
#include "np_internal.h"
#include "np_stats.h"
#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

Value np_txt_time_call(const char *fname, int argc, const Value *argv, const Kwargs *kw) {
  int kpos = -1;
  for (int i = 0; kw && i < kw->n; i++)
    if (!strcmp(kw->names[i], "dtype")) kpos = i;
  Value dtype = argc >= 2 ? argv[1] : kpos >= 0 ? kw->values[kpos] : rt_undef();
  char kind;
  int unit;
  if (rt_is_undef(dtype) || !np_time_dtype_of(dtype, &kind, &unit)) return rt_undef();
  if (argc > 16 || (kw && kw->n > 32)) return rt_undef();
  Value args[16], kvals[32];
  const char *knames[32];
  int nk = kw ? kw->n : 0;
  for (int i = 0; i < argc; i++) args[i] = argv[i];
  for (int i = 0; i < nk; i++) { knames[i] = kw->names[i]; kvals[i] = kw->values[i]; }
  Value text = rt_str_from_c("U");
  int mark = rt_cleanup_push_value(&text);
  if (argc >= 2) args[1] = text;
  else kvals[kpos] = text;
  Value r = np_callk(fname, argc, args, nk, knames, kvals);
  rt_cleanup_push_value(&r);
  Value as = rt_getattr(r, "astype");
  rt_cleanup_push_value(&as);
  Value out = rt_call(as, 1, &dtype, NULL);
  rt_cleanup_pop(mark, true);
  return out;
}
