/* sim_print_format.c — the text of one print operand of a kernel: a NumPy scalar's own (what
 * Numba's simulator prints), or what an f-string field's or %-conversion's spec makes of it
 * through the printf conversion the typer chose (KirPrintArg.fmt, vm/kir/kir_typer_print.c). */
#include <stdio.h>
#include <string.h>

#include "../vm/base/error.h"
#include "../vm/np/array.h"
#include "../vm/obj/format.h"
#include "sim.h"

/* A print operand's own text, as Numba's simulator prints a NumPy scalar. */
void sim_print_value(StrBuf *out, DType dt, const char *p) {
  if (dt == DT_BOOL) rt_sb_puts(out, *p ? "True" : "False");
  else if (dt == DT_FLOAT32) rt_format_float32_repr(out, *(const float *)p);
  else if (dt == DT_FLOAT64) rt_format_float_repr(out, *(const double *)p);
  else if (rt_dtypes[dt].kind == 'u') rt_sb_printf(out, "%llu", (unsigned long long)rt_elem_get_u64(dt, p));
  else rt_sb_printf(out, "%lld", (long long)rt_elem_get_i64(dt, p));
}

/* An f-string field with a spec: fmt is the typer's printf conversion of it (kir_typer_print.c),
 * which writes what Python's format() writes; "%8s" pads the value's own text, "%8D" the
 * float64 repr of a float32. */
void sim_print_formatted(StrBuf *out, const char *fmt, DType dt, const char *p) {
  size_t n = strlen(fmt);
  char last = fmt[n - 1];
  if (last == 's' || last == 'D') { /* D: a float32's float64 repr, as format() shows it */
    StrBuf text = {0};
    double wide = dt == DT_FLOAT32 ? *(const float *)p : 0;
    if (last == 'D') sim_print_value(&text, DT_FLOAT64, (const char *)&wide);
    else sim_print_value(&text, dt, p);
    char pad[16];
    snprintf(pad, sizeof pad, "%.*ss", (int)(n - 1), fmt);
    rt_sb_printf(out, pad, text.len ? text.data : "");
    rt_sb_free(&text);
  } else if (last == 'd') {
    rt_sb_printf(out, fmt, (long long)rt_elem_get_i64(dt, p));
  } else if (last == 'u') {
    rt_sb_printf(out, fmt, (unsigned long long)rt_elem_get_u64(dt, p));
  } else {
    double v = dt == DT_FLOAT32 ? *(const float *)p : dt == DT_FLOAT64 ? *(const double *)p
             : rt_dtypes[dt].kind == 'u' ? (double)rt_elem_get_u64(dt, p) : (double)rt_elem_get_i64(dt, p);
    rt_sb_printf(out, fmt, v);
  }
}
