/* np_argstyle.c — how numpy's functions word a wrong call. Most are Python functions in NumPy
 * 1.24 (those written in C are reached through a Python dispatcher that binds the arguments
 * first), so they get a Python function's messages; a few are C with NumPy's own parser
 * (np.zeros: "missing required argument 'shape' (pos 0)") or CPython's (np.frombuffer). */
#include <string.h>

#include "np_internal.h"
#include "../base/error.h"

/* C functions parsed by NumPy's npy_parse_arguments. */
static const char *const numpy_parsed[] = {
    "array", "asarray", "asanyarray", "ascontiguousarray", "asfortranarray", "zeros", "empty",
    "arange", NULL};
/* C functions parsed by CPython's PyArg_ParseTupleAndKeywords (or taking one argument). */
static const char *const cpython_parsed[] = {
    "frombuffer", "fromstring", "fromfile", "fromiter", "frompyfunc", "promote_types",
    "datetime_data", "compare_chararrays", "nested_iters", "set_string_function",
    "add_docstring", "add_newdoc_ufunc", "normalize_axis_index", "seterrobj", "geterrobj",
    "from_dlpack", "set_numeric_ops", NULL};

static bool listed(const char *const *list, const char *name) {
  for (int i = 0; list[i]; i++) {
    if (strcmp(list[i], name) == 0) return true;
  }
  return false;
}

static void mark_function(NativeFunc *f) {
  if (f->instancecheck || f->repr_as) return; /* classes */
  /* a plain function, or a wrapper (for string or object operands) of the one it holds */
  if (f->self.tag != RT_NONE && !rt_is_native(f->self)) return;
  if (listed(cpython_parsed, f->name)) return;
  f->parse_style = listed(numpy_parsed, f->name) ? RT_PARSE_NUMPY : RT_PARSE_PYTHON;
}

/* numpy.random is Cython: its functions keep the builtin messages. */
static bool python_module(Value v) {
  if (!rt_is_type(v, &rt_module_type)) return false;
  const char *name = RT_AS(Module, v)->name;
  return strncmp(name, "numpy", 5) == 0 && strncmp(name, "numpy.random", 12) != 0;
}

void np_mark_python_functions(Value module, int depth) {
  Module *m = RT_AS(Module, module);
  for (int64_t i = 0; i < m->cap; i++) {
    AttrEntry *e = &m->entries[i];
    if (!e->name) continue;
    if (rt_is_native(e->value)) mark_function(RT_AS(NativeFunc, e->value));
    else if (depth < 3 && python_module(e->value)) np_mark_python_functions(e->value, depth + 1);
  }
}

const char *const np_names_a[1] = {"a"}, *const np_names_ab[2] = {"a", "b"};

void np_require_pyargs(const char *fname, int argc, const Value *argv, int nrequired,
                       const char *const *names) {
  if (argc >= nrequired) return;
  Value got[8];
  if (nrequired > 8) rt_raise(RT_EXC_TypeError, "%s() missing required arguments", fname);
  rt_parse_style_enter(fname, RT_PARSE_PYTHON);
  rt_parse_args(fname, argc, argv, NULL, nrequired, names, nrequired, got);
}
