/* np_datetime.h — NumPy's datetime64 and timedelta64, private to vm/np: units and their
 * conversions, ISO text, the scalar objects (np_datetime.c) and the arrays (np_datetime_arr.c).
 * A value is an int64 count of its unit since 1970-01-01 (datetime64) or a duration
 * (timedelta64); INT64_MIN is NaT. Arrays keep their counts in an int64 ndarray. */
#ifndef WEFT_NP_DATETIME_H
#define WEFT_NP_DATETIME_H

#include "np_internal.h"

enum { NT_Y, NT_M, NT_W, NT_D, NT_h, NT_m, NT_s, NT_ms, NT_us, NT_ns, NT_GENERIC, NT_COUNT };
#define NP_NAT INT64_MIN

/* A scalar: kind 'M' (datetime64) or 'm' (timedelta64), a unit and a count. */
typedef struct NpTime {
  Obj hdr;
  char kind;
  int unit;
  int64_t v;
} NpTime;
extern const ObjType np_time_type;
static inline bool np_is_time(Value v) { return rt_is_type(v, &np_time_type); }
Value np_time_new(char kind, int unit, int64_t v);
/* item() of a value: None, datetime.date/datetime/timedelta, or an int, as NumPy gives. */
Value np_time_to_py(char kind, int unit, int64_t v);

/* An array of them: `ints` is an int64 ndarray (owned reference) holding the counts. */
typedef struct NpTimeArr {
  Obj hdr;
  char kind;
  int unit;
  Value ints;
} NpTimeArr;
extern const ObjType np_timearr_type;
static inline bool np_is_timearr(Value v) { return rt_is_type(v, &np_timearr_type); }
Value np_timearr_wrap(char kind, int unit, Value ints); /* steals ints */
/* A new int64 array of the counts src (of unit `from`) in unit `to`, NaT kept. */
Value np_time_counts_in(char kind, int from, int to, Value src);
/* np_datetime_join.c: np.<fname>(seq, axis=axis) (concatenate, the stacks; axis RT_UNDEF:
 * not passed) of time arrays of one kind, at their common unit (RT_UNDEF when seq is not such
 * a sequence), and np.diff of a time array a (argv[0]). */
Value np_time_join_hook(const char *fname, Value seq, Value axis);
Value np_time_diff(int argc, const Value *argv, const Kwargs *kw);
/* np_datetime_ufunc.c: np.<name>(a, b) for the binary ufuncs that take times (arithmetic,
 * comparisons, maximum/minimum/fmax/fmin); RT_UNDEF when neither is a time or name is not one. */
Value np_time_ufunc_hook(const char *name, Value a, Value b);
/* np_datetime_reduce.c: self.<name>(...) ("min", "max", "sum", "cumsum") of a time array's
 * counts with NaT propagating; the plain int64 result (a scalar or an array) to wrap. */
Value np_time_reduce(Value self, const char *name, int argc, const Value *argv,
                     const Kwargs *kw);
/* np.nanmax/np.nanmin (want_max) of a time array: NaT skipped, an all-NaT slice NaT (with
 * NumPy's "All-NaN slice encountered" warning); axis/keepdims may be RT_UNDEF. */
Value np_time_nan_extreme(Value arr, Value axis, Value keepdims, bool want_max);
/* The datetime/timedelta array arr as text in unit u (np.datetime_as_string, astype(str)): a
 * string array of the given width (<= 0: NumPy's default, the longest text of the unit). */
Value np_timearr_texts(Value arr, int u, int64_t width);
/* The bracketed element texts under the print options: np.array2string's body. */
void np_timearr_format_body(StrBuf *sb, Value self, const char *sep, const char *hang,
                            size_t width);
/* np.<name>(a, ...) ("mean", "median") of a timedelta64 array a, truncated to its unit */
Value np_timearr_stat(const char *name, Value self, int argc, const Value *argv,
                      const Kwargs *kw);

/* A dtype object: np.dtype('datetime64[ns]'), arr.dtype. */
typedef struct NpTimeDtype {
  Obj hdr;
  char kind;
  int unit;
} NpTimeDtype;
extern const ObjType np_timedtype_type;
Value np_timedtype_new(char kind, int unit);

const char *np_time_unit_code(int unit);     /* "D", "ns", "" for generic */
/* count v of unit `from` in unit `to` (floor when coarser); raises TypeError for a timedelta
 * between the calendar units (Y, M) and the others. */
int64_t np_time_convert(char kind, int from, int to, int64_t v);
/* np_time_convert as astype casts (unsafely): a timedelta between the calendar units (Y, M)
 * and the others goes by NumPy's average year and month instead of raising. */
int64_t np_time_cast(char kind, int from, int to, int64_t v);
/* The unit both operands convert to without loss; raises NumPy's TypeError when none. */
int np_time_common_unit(char kind, int a, int b);
/* Parse an ISO date/time ("2021-03-04T10:20:30.5", "NaT"); *unit gets the text's own unit.
 * Raises ValueError with NumPy's message on bad text. */
int64_t np_time_parse(const char *s, int *unit);
/* A Python datetime.date (kind 'M', unit D), datetime.datetime ('M', us) or datetime.timedelta
 * ('m', us) as a count; false for other values. */
bool np_time_from_py(Value v, char *kind, int *unit, int64_t *n);
/* A number as a count of a datetime64 (kind 'M') or timedelta64 ('m'): ints and bools as they
 * are; NumPy's float and complex scalars cast when cast_scalars (an array's items: truncated,
 * NaN is NaT, past int64 NaT with the cast's RuntimeWarning); other floats and complex numbers
 * NumPy's "Could not convert object to NumPy datetime" ValueError. */
int64_t np_time_count(Value v, char kind, bool cast_scalars);
void np_time_format(StrBuf *sb, char kind, int unit, int64_t v); /* str() of one value */
/* 'datetime64[ns]', 'M8[s]', '<m8[D]', np.datetime64, a time dtype object: true with kind and
 * unit (NT_GENERIC when none is named); false for anything else. */
bool np_time_dtype_of(Value dtype, char *kind, int *unit);

/* Hooks of the numeric code: RT_UNDEF when the arguments are not the datetime case. */
Value np_time_array_hook(Value obj, Value dtype);      /* np.array / np.asarray */
Value np_time_arange_hook(int argc, const Value *argv, Value dtype);
Value np_time_binop(BinOp op, Value a, Value b);       /* scalars and arrays */
/* NumPy's refusal of a comparison ufunc between a datetime64 and a timedelta64 (ka: the first
 * operand's kind; ua, ub: the units): the timedelta cannot be cast to the datetime's dtype. */
_Noreturn void np_time_mixed_cast_error(const char *ufunc, char ka, int ua, int ub);
Value np_time_abs(Value v); /* np.abs / abs() of a timedelta (scalar or array) */
void np_register_datetime(Value m);                     /* np.datetime64, np.timedelta64, ... */
/* np_datetime_sort.c: NaT-last sort, argsort and unique (wrapping the numeric ones; register
 * after them), the a.sort()/a.argsort() methods, and np.datetime_as_string. */
void np_register_time_sorting(Value m);
void np_register_busday(Value m); /* np_busday.c: is_busday, busday_count, busday_offset */
Value np_time_sort_method(Value self, int argc, const Value *argv, const Kwargs *kw);
Value np_time_argsort_method(Value self, int argc, const Value *argv, const Kwargs *kw);
Value np_time_searchsorted_method(Value self, int argc, const Value *argv, const Kwargs *kw);

#endif
