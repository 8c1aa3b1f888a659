/* modlib.h — what the files of the itertools, functools and statistics modules share: the
 * argument binders of CPython's older builtins and of Python functions, materialising an
 * iterable (modlib.c), and the registration of each file's part of a module. */
#ifndef WEFT_PY_MODLIB_H
#define WEFT_PY_MODLIB_H

#include "../obj/value.h"

/* Map arguments onto parameters with the messages of CPython's PyArg_ParseTupleAndKeywords
 * (count, repeat, groupby, combinations, cmp_to_key, ...): "count() takes at most 2 arguments
 * (3 given)", "f() missing required argument 'r' (pos 2)", "'foo' is an invalid keyword
 * argument for count()", "argument for f() given by name ('r') and position (2)". out[i] is
 * RT_UNDEF for a parameter not given (borrowed values). */
void rt_parse_old(const char *fname, int argc, const Value *argv, const Kwargs *kw,
                  int nparams, const char *const *names, int nrequired, Value *out);

/* Bind arguments as a Python function `def f(names[0], ...)` binds them, with its messages:
 * "f() takes from 1 to 2 positional arguments but 3 were given", "f() missing 1 required
 * positional argument: 'data'", "f() got an unexpected keyword argument 'x'". */
void rt_bind_pyargs(const char *fname, int argc, const Value *argv, const Kwargs *kw,
                    int nparams, const char *const *names, int nrequired, Value *out);

/* The source as a tuple (new reference): what product, permutations and combinations keep. */
Value rt_it_pool(Value iterable);

/* Each file adds its classes to the itertools module. */
void rt_itertools_group_init(Value m); /* groupby, tee (itertools_group.c) */
void rt_itertools_comb_init(Value m);  /* product, permutations, combinations, ... */
void rt_lru_cache_init(Value m);       /* functools.lru_cache and cache (lru_cache.c) */
void rt_functools_dispatch_init(Value m); /* cached_property, singledispatch */
void rt_statistics_bivar_init(Value m);  /* covariance, correlation, linear_regression */
void rt_statistics_normal_init(Value m); /* NormalDist (statistics_normal.c) */

#endif
