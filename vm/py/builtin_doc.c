/* builtin_doc.c — __doc__ of native functions and builtin classes: CPython's docstrings
 * (builtin_docs.c, generated from the oracle), found by the name CPython files them under: a
 * builtin ("len", "str"), a builtin type's method, bound or not ("str.upper"), or a math
 * function ("math.sqrt"). Others have none yet: AttributeError, as before, rather than a
 * None that CPython would not give. */
#include <stdio.h>
#include <string.h>

#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"

static const char *find_doc(const char *key) {
  int lo = 0, hi = py_builtin_docs_count;
  while (lo < hi) {
    int mid = lo + (hi - lo) / 2;
    int c = strcmp(key, py_builtin_docs[mid].key);
    if (c == 0) return py_builtin_docs[mid].doc;
    if (c < 0) hi = mid;
    else lo = mid + 1;
  }
  return NULL;
}

/* The key of f: from its repr for an unbound method ("<method 'upper' of 'str' objects>") or
 * a builtin class ("<class 'int'>"), its bound object's type, or the module it is found in. */
static bool doc_key(Value fn, char *key, size_t n) {
  NativeFunc *f = RT_AS(NativeFunc, fn);
  char meth[64], type[64];
  if (f->repr_as && sscanf(f->repr_as, "<method '%63[^']' of '%63[^']' objects>", meth, type) == 2)
    return snprintf(key, n, "%s.%s", type, meth) < (int)n;
  if (f->repr_as && sscanf(f->repr_as, "<class '%63[^']'>", type) == 1)
    return snprintf(key, n, "%s", type) < (int)n;
  if (!rt_is_none(f->self)) {
    if (rt_is_type(f->self, &rt_module_type)) return false;
    return snprintf(key, n, "%s.%s", rt_type_name(f->self), f->name) < (int)n;
  }
  Value b = rt_builtin_lookup(f->name);
  if (!rt_is_undef(b) && rt_is_obj(b) && b.as.o == fn.as.o) return snprintf(key, n, "%s", f->name) < (int)n;
  Value math = rt_import("math");
  Value m = rt_module_lookup(math, f->name);
  bool found = !rt_is_undef(m) && rt_is_obj(m) && m.as.o == fn.as.o;
  rt_decref(math);
  return found && snprintf(key, n, "math.%s", f->name) < (int)n;
}

static Value native_doc(Value fn) {
  char key[160];
  const char *doc = doc_key(fn, key, sizeof key) ? find_doc(key) : NULL;
  return doc ? rt_str_from_c(doc) : rt_undef();
}

void py_builtin_doc_install(void) { rt_native_doc_hook = native_doc; }
