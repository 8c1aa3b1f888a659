/* np_module.c — the numpy module: constants (np.pi, np.True_), np.newaxis, and the
 * registration of every np_*.c file's functions, plus the numpy.random submodule; and
 * np_register, which makes both importable. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "np_internal.h"
#include "np_pyframes.h"
#include "np_datetime.h"
#include "np_dvar_keep.h"
#include "np_ndsub.h"
#include "np_usersub.h"
#include "np_strorder.h"
#include "np_charwrap.h"
#include "np_subdtype.h"
#include "np_objarray.h"
#include "np_record.h"
#include "np_strarray.h"
#include "np_linalg.h"
#include "np_ma.h"
#include "np_stats.h"
#include "np_course.h"
#include "np_npz.h"
#include "np_void.h"
#include "np_polyseries.h"
#include "../obj/exc.h"
#include "../obj/modules.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

static void warn(const char *msg, ExcKind category) {
  Value w = rt_import("warnings");
  int mark = rt_cleanup_push_value(&w);
  Value fn = rt_getattr(w, "warn");
  rt_cleanup_push_value(&fn);
  Value args[2] = {rt_str_from_c(msg), rt_exc_class(category)};
  rt_cleanup_push_value(&args[0]);
  rt_decref(rt_call(fn, 2, args, NULL));
  rt_cleanup_pop(mark, true);
}

/* NumPy 1.24 deprecated the aliases np.bool8, np.int0, ...: its module __getattr__ answers
 * them with a DeprecationWarning on every access (np.object0's message is NumPy's own,
 * nested by mistake). RT_UNDEF when name is not one. */
static Value deprecated_alias(Value module, const char *name) {
  static const struct {
    const char *name, *target, *says;
  } aliases[] = {
      {"bool8", "bool_", "np.bool_"},   {"int0", "intp", "np.intp"},
      {"uint0", "uintp", "np.uintp"},   {"str0", "str_", "np.str_"},
      {"bytes0", "bytes_", "np.bytes_"}, {"void0", "void", "np.void"},
      {"object0", "object_", "`np.object0` is a deprecated alias for `np.object_`. `object` can be used instead.  (Deprecated NumPy 1.24)"},
  };
  for (size_t k = 0; k < sizeof aliases / sizeof aliases[0]; k++) {
    if (strcmp(aliases[k].name, name) != 0) continue;
    Value v = rt_module_lookup(module, aliases[k].target);
    if (rt_is_undef(v)) return v;
    char msg[256];
    snprintf(msg, sizeof msg, "`np.%s` is a deprecated alias for `%s`.  (Deprecated NumPy 1.24)", name,
             aliases[k].says);
    warn(msg, RT_EXC_DeprecationWarning);
    rt_incref(v);
    return v;
  }
  return rt_undef();
}

/* NumPy 1.24 removed the aliases np.float, np.int, ... of Python's types; its module
 * __getattr__ says so at length (old course code meets this), after a FutureWarning for the
 * names that will come back as NumPy's scalars. */
static Value removed_alias(Value module, const char *name) {
  static const char *const names[] = {"object", "bool", "float", "complex", "str", "int"};
  static const char *const scalar[] = {"", "bool_", "float64", "complex128", "str_", ""};
  if (strcmp(RT_AS(Module, module)->name, "numpy") != 0) return rt_undef();
  np_core_attr(module, name);
  Value dep = deprecated_alias(module, name);
  if (!rt_is_undef(dep)) return dep;
  int k = 0;
  while (k < 6 && strcmp(names[k], name) != 0) k++;
  if (k == 6) return rt_undef();
  if (k <= 1 || k == 4) {
    char msg[128];
    snprintf(msg, sizeof msg, "In the future `np.%s` will be defined as the corresponding NumPy scalar.", name);
    warn(msg, RT_EXC_FutureWarning);
  }
  char extended[320] = "";
  if (k == 5)
    snprintf(extended, sizeof extended, "When replacing `np.int`, you may wish to use e.g. `np.int64` or `np.int32` to "
             "specify the precision. If you wish to review your current use, check the release note link for additional information.");
  else if (scalar[k][0])
    snprintf(extended, sizeof extended, "If you specifically wanted the numpy scalar type, use `np.%s` here.", scalar[k]);
  rt_raise_attr_error(module, name,
                      "module 'numpy' has no attribute '%s'.\n`np.%s` was a deprecated alias for the builtin `%s`. "
                      "To avoid this error in existing code, use `%s` by itself. Doing this will not modify any "
                      "behavior and is safe. %s\nThe aliases was originally deprecated in NumPy 1.20; for more details "
                      "and guidance see the original release note at:\n    https://numpy.org/devdocs/release/1.20.0-notes.html#deprecations",
                      name, name, name, name, extended);
}

void rt_numpy_module_init(Value m) {
  rt_add_module_missing(removed_alias);
  rt_module_set(m, "pi", rt_float(M_PI));
  rt_module_set(m, "e", rt_float(M_E));
  rt_module_set(m, "inf", rt_float(INFINITY));
  rt_module_set(m, "Inf", rt_float(INFINITY));
  rt_module_set(m, "nan", rt_float(NAN));
  rt_module_set(m, "NaN", rt_float(NAN));
  rt_module_set(m, "newaxis", rt_none());
  Value axis_error = rt_exc_class(RT_EXC_AxisError); /* a static singleton */
  rt_incref(axis_error);
  rt_module_set(m, "AxisError", axis_error);
  rt_module_set(m, "__version__", rt_str_from_c("1.24.2"));
  uint8_t t = 1, f = 0;
  rt_module_set(m, "True_", rt_npscalar_new(DT_BOOL, &t));
  rt_module_set(m, "False_", rt_npscalar_new(DT_BOOL, &f));
  np_register_dtypes(m);
  np_register_array(m);
  np_register_create(m);
  np_register_logspace(m);
  np_register_index(m);
  np_register_ufuncs(m);
  np_register_reduce(m);
  np_register_sort(m);
  np_register_partition(m);
  np_register_linalg(m);
  np_register_misc(m);
  np_register_format(m);
  np_register_format_float(m);
  np_register_quantile(m);
  np_register_nan(m);
  np_register_histogram(m);
  np_register_histogramdd(m);
  np_register_stats(m);
  np_register_poly(m);
  np_register_polyops(m);
  np_register_poly1d(m);
  np_register_rank_warning(m);
  np_register_grid(m);
  np_register_einsum(m);
  np_register_einsum_path(m);
  np_register_npy(m);
  np_register_npz(m);
  np_register_txt(m);
  np_register_genfromtxt(m);
  np_register_complex(m);
  np_register_strings(m);
  np_register_datetime(m);
  np_register_errstate(m);
  np_register_bytes(m);
  np_register_pickle(m);
  np_register_memory(m);
  np_register_setops(m);
  np_register_build(m);
  np_register_apply(m);
  np_register_lib(m);
  np_register_combine(m);
  np_register_rc(m);
  np_register_nditer(m);
  np_register_mathextra(m);
  np_register_arrayfns(m);
  np_register_time_sorting(m);
  np_register_busday(m);
  np_register_objarray(m);
  np_register_objsort(m);
  np_register_rec(m);
  np_register_void(m);
  np_register_typeinfo(m);
  np_register_strlayout(m); /* after the functions it wraps */
  np_register_strsearch(m);
  np_register_gather(m);    /* after np_register_strsearch (its append) */
  np_register_objfns(m);
  np_register_strerrs(m);   /* after np_register_strsearch (its array_equal) */
  np_register_matrix(m);    /* after those it wraps */
  np_register_usersub(m);
  np_register_usersub_fns(m); /* after np_register_matrix: its wrappers are wrapped */
  np_wrap_native_ufuncs(m); /* after those it wraps */
  np_register_dvar_keep(m); /* after those it wraps */
  np_register_ndsub(m);     /* after np_register_dtypes's class hooks */
  np_register_strorder(m);  /* after those it wraps */
  np_ma_wrap_fns(m);        /* after those it wraps */
  np_register_charwrap(m);  /* after those it wraps */
  np_register_subdtype(m);  /* after those it wraps */
  np_pyframes_wrap_numpy(m); /* after every wrapper of them */
  np_pyframes_register();
  rt_module_set(m, "math", rt_import("math")); /* NumPy 1.24's np.math: the math module */
  rt_module_set(m, "random", rt_import("numpy.random"));
  rt_module_set(m, "testing", rt_import("numpy.testing"));
  rt_module_set(m, "fft", rt_import("numpy.fft"));
  rt_module_set(m, "ctypeslib", rt_import("numpy.ctypeslib"));
  rt_module_set(m, "linalg", rt_import("numpy.linalg"));
  rt_module_set(m, "emath", rt_import("numpy.emath"));
  rt_module_set(m, "lib", rt_import("numpy.lib"));
  np_stride_tricks_share(m);
  rt_module_set(m, "ma", rt_import("numpy.ma"));
  rt_module_set(m, "polynomial", rt_import("numpy.polynomial"));
  np_mark_python_functions(m, 0);
}

void np_register(void) {
  rt_register_module("numpy", rt_numpy_module_init);
  rt_register_module("numpy.random", rt_numpy_random_module_init);
  rt_register_module("numpy.testing", rt_numpy_testing_module_init);
  rt_register_module("numpy.fft", np_fft_module_init);
  rt_register_module("numpy.ctypeslib", rt_numpy_ctypeslib_module_init);
  rt_register_module("numpy.linalg", np_linalg_module_init);
  rt_register_module("numpy.emath", np_emath_module_init);
  rt_register_module("numpy.lib.scimath", np_emath_module_init); /* the same functions */
  rt_register_module("numpy.lib", np_lib_module_init);
  rt_register_module("numpy.ma", np_ma_module_init);
  rt_register_module("numpy.polynomial", np_polynomial_module_init);
  rt_register_module("numpy.polynomial.polynomial", np_polynomial_series_module_init);
  rt_register_module("numpy.polynomial.chebyshev", np_chebyshev_module_init);
  rt_register_module("numpy.polynomial.legendre", np_legendre_module_init);
  rt_register_module("numpy.polynomial.hermite", np_hermite_module_init);
  rt_register_module("numpy.polynomial.hermite_e", np_hermite_e_module_init);
  rt_register_module("numpy.polynomial.laguerre", np_laguerre_module_init);
  rt_register_module("numpy.lib.stride_tricks", np_stride_tricks_module_init);
  rt_register_module("numpy.lib.recfunctions", np_recfunctions_module_init);
  rt_register_module("numpy.lib._iotools", np_iotools_module_init);
  np_register_core_modules();
}
