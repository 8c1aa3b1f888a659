/* np_dtype_attrs.c — the descriptive attributes every unstructured dtype has, as NumPy derives
 * them from its type character: num (NPY_TYPES), descr ([('', '<f8')]), alignment, byteorder and
 * isnative, hasobject, flags, isbuiltin, and the empty structure (names, fields, subdtype,
 * metadata None; shape (); base itself). Each dtype kind's getattr (numbers, object, str/bytes,
 * datetime) answers its own kind/char/itemsize/str and asks here for the rest. */
#include <string.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_internal.h"

/* NumPy's type numbers in the order of NPY_TYPES: the position of the character here. */
static const char type_chars[] = "?bBhHiIlLqQfdgFDGOSUVMme";

static char char_of(Value self) {
  Value c = rt_getattr(self, "char");
  char ch = rt_str_data(c)[0];
  rt_decref(c);
  return ch;
}

static int64_t int_attr(Value self, const char *name) {
  Value v = rt_getattr(self, name);
  int64_t n = v.tag == RT_INT ? v.as.i : 0;
  rt_decref(v);
  return n;
}

static Value descr_of(Value self) {
  Value parts[2] = {rt_str_from_c(""), rt_getattr(self, "str")};
  Value pair = rt_tuple_from(2, parts);
  rt_decref(parts[0]);
  rt_decref(parts[1]);
  Value list = rt_list_new(0);
  rt_list_append(list, pair);
  rt_decref(pair);
  return list;
}

static int alignment_of(char c, int64_t itemsize) {
  switch (c) {
  case 'F': case 'D': case 'G': return (int)(itemsize / 2);
  case 'U': return 4;
  case 'S': case 'V': return 1;
  case 'O': case 'M': case 'm': return 8;
  default: return (int)itemsize;
  }
}

Value np_dtype_common_attr(Value self, const char *name) {
  if (!strcmp(name, "names") || !strcmp(name, "fields") || !strcmp(name, "subdtype") ||
      !strcmp(name, "metadata"))
    return rt_none();
  if (!strcmp(name, "shape")) return rt_tuple_new(0);
  if (!strcmp(name, "ndim")) return rt_int(0);
  if (!strcmp(name, "isalignedstruct")) return rt_bool(false);
  if (!strcmp(name, "base")) {
    rt_incref(self);
    return self;
  }
  if (!strcmp(name, "descr")) return descr_of(self);
  bool known = !strcmp(name, "num") || !strcmp(name, "alignment") || !strcmp(name, "byteorder") ||
               !strcmp(name, "isnative") || !strcmp(name, "hasobject") || !strcmp(name, "flags") ||
               !strcmp(name, "isbuiltin");
  if (!known) return rt_undef();
  char c = char_of(self);
  bool flexible = c == 'U' || c == 'S' || c == 'V' || c == 'M' || c == 'm';
  if (!strcmp(name, "num")) {
    const char *p = strchr(type_chars, c);
    return rt_int(p && c ? (int64_t)(p - type_chars) : -1);
  }
  if (!strcmp(name, "alignment")) return rt_int(alignment_of(c, int_attr(self, "itemsize")));
  if (!strcmp(name, "byteorder")) {
    bool no_order = c == 'O' || c == 'S' || c == 'V' || c == '?' || int_attr(self, "itemsize") == 1;
    return rt_str_new(no_order ? "|" : "=", 1);
  }
  if (!strcmp(name, "isnative")) return rt_bool(true);
  if (!strcmp(name, "hasobject")) return rt_bool(c == 'O');
  if (!strcmp(name, "flags")) return rt_int(c == 'O' ? 63 : c == 'U' ? 8 : 0);
  /* isbuiltin: 1 for NumPy's singleton dtypes, which include the unsized 'U', 'S' and 'V';
   * a sized flexible dtype or a datetime unit is a fresh descriptor, 0 */
  if (c == 'M' || c == 'm') return rt_int(0);
  return rt_int(!flexible || int_attr(self, "itemsize") == 0 ? 1 : 0);
}
