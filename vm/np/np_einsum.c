/* np_einsum.c — np.einsum: Einstein summation over any number of operands, as NumPy 1.24's
 * c_einsum (optimize=False) computes it.
 *
 * The subscripts are parsed and checked in NumPy's order with NumPy's messages. Each label
 * becomes one loop: the output labels (explicit after '->', else the broadcast dimensions and
 * the labels seen once, in character order) outside, then the summed labels, ordered as
 * NumPy's iterator orders them by the operands' strides (es_order). A label repeated in one
 * operand walks its diagonal (the strides of its axes added). The operands are cast to
 * np.result_type of them all and the products summed in that type (bool: any of the all-true
 * products). When the innermost loop is a summed one, each run of it is summed and then added
 * to the output, and runs contiguous in every operand (one or two float operands) are summed
 * as NumPy's SSE3 loops do (es_simd), so float results match NumPy's to the last bit. A full
 * reduction whose axes NumPy's iterator coalesces (es_merged: Fortran-ordered, transposed,
 * reversed operands) is one run over memory; a cast copy keeps a Fortran layout so that it reads
 * in the same order. float16 runs are summed in float32 as NumPy's half loops do and rounded
 * into the output per run (per product when an output label is innermost). Known gaps: partial
 * reductions of permuted 4-D operands, three or more operands of mixed layouts.
 * '...' stands for the broadcast dimensions, labelled 1..nb (below the letters), aligned
 * to the right across operands; the implicit output puts them first. One operand with no
 * summed label gives a view of it, as NumPy's ('ij', 'ij->ji', 'ii->i').
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "np_einsum_loops.h"
#include "np_half.h"
#include "np_course.h"
#include "np_loops.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

#define ES_MAXOP 32
#define ES_NLABEL 128

/* One operand seen through the labels: per loop (index in Einsum.loop), its byte stride. */
typedef struct EsOp {
  Value arr;                  /* owned: the operand in the result dtype (itself if it was) */
  Value given;                /* owned: the operand as given (its strides order the loops) */
  char labels[RT_MAXDIM];     /* the operand's subscripts, one per axis */
  int nlab;                   /* how many were letters (the rest: its ellipsis) */
  int64_t stride[2 * RT_MAXDIM];
  bool c_contig;              /* as given (before the cast): C-contiguous */
  bool unit[RT_MAXDIM];       /* as given: the axis has a stride of one element */
} EsOp;

typedef struct Einsum {
  int nop, nout, nloop;
  int nb;                     /* broadcast dimensions that '...' stands for */
  char loop[ES_NLABEL];       /* output labels, then summed labels */
  int64_t size[ES_NLABEL];    /* per label character: its extent, -1 if unseen */
  int count[ES_NLABEL];       /* per label character: how many times it appears in inputs */
  EsOp op[ES_MAXOP];
  DType dt;
  int64_t run;                /* > 0: NumPy's SIMD loop adds runs of this many (see es_simd) */
  int nrun;                   /* the trailing summed loops that a run covers */
  int zero_op;                /* >= 0: of two operands, this one lacks the run's label (a step
                               * of 0): NumPy sums the other's run, then multiplies once */
  bool inner_sum;             /* NumPy's innermost loop is a summed one (see es_order) */
  bool full;                  /* one output element: NumPy's buffered iterator then hands the
                               * reduction over in chunks of NP_ES_CHUNK */
  bool merged;                /* full, and NumPy's iterator coalesces the summed loops into one
                               * (es_merged): one run of them all, in memory order */
} Einsum;

static bool es_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

static void es_bad_char(char c) {
  rt_raise(RT_EXC_ValueError,
           "invalid subscript '%c' in einstein sum subscripts string, subscripts must be letters", c);
}

/* At s[*pos] == '.': steps over a whole "..." or raises NumPy's message (where: "operand 0"). */
static void es_ellipsis(const char *s, size_t len, size_t *pos, bool seen, const char *where) {
  if (seen || *pos + 2 >= len || s[*pos + 1] != '.' || s[*pos + 2] != '.')
    rt_raise(RT_EXC_ValueError,
             "einstein sum subscripts string contains a '.' that is not part of an ellipsis "
             "('...') in %s", where);
  *pos += 2;
}

/* The broadcast (ellipsis) dimensions are labelled 1..nb, right-aligned across operands. */
static void es_put_broadcast(char *labels, int at, int n, int nb, int used) {
  memmove(labels + at + n, labels + at, (size_t)(used - at));
  for (int j = 0; j < n; j++) labels[at + j] = (char)(1 + nb - n + j);
}

/* One operand's subscripts up to ',' or the end: letters, then its ellipsis position. */
static size_t es_parse_operand(Einsum *e, int k, const char *s, size_t len, int ndim, int *ell) {
  size_t pos = 0;
  int n = 0;
  char where[32];
  snprintf(where, sizeof where, "operand %d", k);
  *ell = -1;
  for (; pos < len && s[pos] != ','; pos++) {
    char c = s[pos];
    if (c == ' ') continue;
    if (c == '.') {
      es_ellipsis(s, len, &pos, *ell >= 0, where);
      *ell = n;
      continue;
    }
    if (!es_letter(c)) es_bad_char(c);
    if (n >= ndim)
      rt_raise(RT_EXC_ValueError,
               "einstein sum subscripts string contains too many subscripts for operand %d", k);
    e->op[k].labels[n++] = c;
    e->count[(int)c]++;
  }
  if (*ell < 0 && n < ndim)
    rt_raise(RT_EXC_ValueError,
             "operand has more dimensions than subscripts given in einstein sum, but no '...' "
             "ellipsis provided to broadcast the extra dimensions.");
  e->op[k].nlab = n;
  return pos;
}

/* Splits the input part into operands' labels, checking letters and counts. */
static void es_parse_inputs(Einsum *e, const char *s, size_t len, const int *ndims) {
  size_t pos = 0;
  int ell[ES_MAXOP];
  for (int k = 0; k < e->nop; k++) {
    pos += es_parse_operand(e, k, s + pos, len - pos, ndims[k], &ell[k]);
    if (k + 1 < e->nop) {
      if (pos >= len)
        rt_raise(RT_EXC_ValueError,
                 "fewer operands provided to einstein sum function than specified in the "
                 "subscripts string");
      pos++;
    }
  }
  if (pos < len)
    rt_raise(RT_EXC_ValueError,
             "more operands provided to einstein sum function than specified in the subscripts "
             "string");
  e->nb = 0;
  for (int k = 0; k < e->nop; k++)
    if (ell[k] >= 0 && ndims[k] - e->op[k].nlab > e->nb) e->nb = ndims[k] - e->op[k].nlab;
  for (int k = 0; k < e->nop; k++)
    if (ell[k] >= 0)
      es_put_broadcast(e->op[k].labels, ell[k], ndims[k] - e->op[k].nlab, e->nb, e->op[k].nlab);
}

static _Noreturn void es_output_overflow(void) {
  rt_raise(RT_EXC_ValueError, "einstein sum subscripts string contains too many subscripts in the output");
}

/* The output labels: explicit (checked) or the broadcast dimensions and then the labels seen
 * once, in character order. */
static void es_parse_output(Einsum *e, const char *out) {
  e->nout = 0;
  if (!out) {
    for (int c = 1; c < ES_NLABEL; c++) {
      if (c > e->nb && (e->count[c] != 1 || !es_letter((char)c))) continue;
      if (e->nout == RT_MAXDIM)
        rt_raise(RT_EXC_ValueError, "einstein sum subscript string has too many distinct labels");
      e->loop[e->nout++] = (char)c;
    }
    return;
  }
  bool ell = false;
  size_t len = strlen(out);
  for (size_t pos = 0; pos < len; pos++) {
    char c = out[pos];
    if (c == ' ') continue;
    if (c == '.') {
      es_ellipsis(out, len, &pos, ell, "the output");
      ell = true;
      if (e->nout + e->nb > RT_MAXDIM) es_output_overflow();
      es_put_broadcast(e->loop, e->nout, e->nb, e->nb, e->nout);
      e->nout += e->nb;
      continue;
    }
    if (!es_letter(c)) es_bad_char(c);
    /* NumPy looks for the label again after it (so 'aza' is a repeat of 'a', not an unknown 'z') */
    if (memchr(out + pos + 1, c, len - pos - 1))
      rt_raise(RT_EXC_ValueError,
               "einstein sum subscripts string includes output subscript '%c' multiple times", c);
    if (!e->count[(int)c])
      rt_raise(RT_EXC_ValueError,
               "einstein sum subscripts string included output subscript '%c' which never "
               "appeared in an input", c);
    if (e->nout == RT_MAXDIM) es_output_overflow();
    e->loop[e->nout++] = c;
  }
  if (!ell && e->nb)
    rt_raise(RT_EXC_ValueError,
             "output has more dimensions than subscripts given in einstein sum, but no '...' "
             "ellipsis provided to broadcast the extra dimensions.");
}

static void es_put_shape(StrBuf *sb, const Array *a) {
  rt_sb_putc(sb, '(');
  for (int d = 0; d < a->ndim; d++)
    rt_sb_printf(sb, d ? ",%lld" : "%lld", (long long)a->shape[d]);
  if (a->ndim == 1) rt_sb_putc(sb, ',');
  rt_sb_putc(sb, ')');
}

/* NumPy's nditer message: each operand's shape, then its extents in loop order ("newaxis"
 * for a label it lacks, leading ones left out). */
static _Noreturn void es_broadcast_error(const Einsum *e) {
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb); /* freed as the error unwinds */
  rt_sb_puts(&sb, "operands could not be broadcast together with remapped shapes "
                  "[original->remapped]: ");
  for (int k = 0; k < e->nop; k++) {
    const Array *a = RT_AS(Array, e->op[k].arr);
    es_put_shape(&sb, a);
    rt_sb_puts(&sb, "->(");
    bool any = false;
    for (int l = 0; l < e->nout; l++) {
      const char *at = memchr(e->op[k].labels, e->loop[l], (size_t)a->ndim);
      if (!at && !any) continue;
      if (any) rt_sb_putc(&sb, ',');
      any = true;
      if (at) rt_sb_printf(&sb, "%lld", (long long)a->shape[at - e->op[k].labels]);
      else rt_sb_puts(&sb, "newaxis");
    }
    for (int l = e->nout; l < e->nloop; l++) {
      const char *at = memchr(e->op[k].labels, e->loop[l], (size_t)a->ndim);
      if (!at) continue;
      if (any) rt_sb_putc(&sb, ',');
      any = true;
      rt_sb_printf(&sb, "%lld", (long long)a->shape[at - e->op[k].labels]);
    }
    rt_sb_puts(&sb, a->ndim == 1 ? ",) " : ") ");
  }
  rt_raise(RT_EXC_ValueError, "%s", sb.data);
}

/* Extents and strides: a repeated label in one operand must keep its extent; across operands
 * an extent of 1 broadcasts. */
static void es_layout(Einsum *e) {
  for (int c = 0; c < ES_NLABEL; c++) e->size[c] = -1;
  for (int k = 0; k < e->nop; k++) {
    const Array *a = RT_AS(Array, e->op[k].arr);
    int64_t own[ES_NLABEL];
    for (int d = 0; d < a->ndim; d++) own[(int)e->op[k].labels[d]] = -1;
    for (int d = 0; d < a->ndim; d++) {
      int c = e->op[k].labels[d];
      if (own[c] >= 0 && own[c] != a->shape[d])
        rt_raise(RT_EXC_ValueError,
                 "dimensions in operand %d for collapsing index '%c' don't match (%lld != %lld)",
                 k, c, (long long)own[c], (long long)a->shape[d]);
      own[c] = a->shape[d];
    }
  }
  /* NumPy's iterator runs at most 32 loops (and EsOp.stride has room for no more); NumPy checks
   * this after the collapsed indices and before broadcasting */
  if (e->nloop > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many subscripts in einsum");
  bool bad = false;
  for (int k = 0; k < e->nop; k++) {
    const Array *a = RT_AS(Array, e->op[k].arr);
    for (int d = 0; d < a->ndim; d++) {
      int c = e->op[k].labels[d];
      if (e->size[c] < 0 || e->size[c] == 1) e->size[c] = a->shape[d];
      else if (a->shape[d] != 1 && a->shape[d] != e->size[c]) bad = true;
    }
  }
  if (bad) es_broadcast_error(e);
}

/* Each operand's byte stride per loop (in the array the loops read: the cast copy, if any). */
static void es_strides(Einsum *e) {
  for (int k = 0; k < e->nop; k++) {
    const Array *a = RT_AS(Array, e->op[k].arr);
    for (int l = 0; l < e->nloop; l++) {
      int64_t st = 0;
      for (int d = 0; d < a->ndim; d++)
        if (e->op[k].labels[d] == e->loop[l] && a->shape[d] != 1) st += a->strides[d];
      e->op[k].stride[l] = st;
    }
  }
}

/* Whether NumPy's iterator hands its SIMD loop runs of contiguous elements: one or two float
 * operands, the last summed label the last, contiguous axis of each (seen in the operands as
 * given, before the cast), and then, for a full reduction of C-contiguous operands with the
 * same subscripts, the whole array as one run (the iterator merges the axes). */
/* The operand's stride for label c as given (0 where it lacks it or broadcasts). */
static int64_t es_given_stride(const Einsum *e, int k, char c) {
  const Array *g = RT_AS(Array, e->op[k].given);
  int64_t st = 0;
  for (int d = 0; d < g->ndim; d++)
    if (e->op[k].labels[d] == c && g->shape[d] != 1) st += g->strides[d];
  return st;
}

/* The order NumPy's iterator gives the loops (output labels, then summed ones, reordered by
 * an insertion sort that moves a loop inwards past another only where every operand with
 * both strides nonzero has a smaller one for it): the summed loops take that order, and
 * inner_sum says whether the innermost loop is a summed one. */
static void es_order(Einsum *e) {
  char perm[ES_NLABEL]; /* innermost first */
  int n = e->nloop;
  for (int i = 0; i < n; i++) perm[i] = e->loop[n - 1 - i];
  for (int i0 = 1; i0 < n; i0++) {
    char c0 = perm[i0];
    int pos = i0;
    for (int i1 = i0 - 1; i1 >= 0; i1--) {
      bool ambig = true, swap = false;
      for (int k = 0; k < e->nop; k++) {
        int64_t s0 = llabs(es_given_stride(e, k, c0)), s1 = llabs(es_given_stride(e, k, perm[i1]));
        if (!s0 || !s1) continue;
        if (s1 <= s0) swap = false;
        else if (ambig) swap = true;
        ambig = false;
      }
      if (ambig) continue;
      if (!swap) break;
      pos = i1;
    }
    memmove(perm + pos + 1, perm + pos, (size_t)(i0 - pos));
    perm[pos] = c0;
  }
  /* NumPy's iterator then coalesces loops of extent 1 away: they go outermost among the summed
   * loops (where they run once), and the innermost loop is the first longer one */
  int j = e->nout;
  for (int pass = 0; pass < 2; pass++)
    for (int i = n - 1; i >= 0; i--)
      if (!memchr(e->loop, perm[i], (size_t)e->nout) && (e->size[(int)perm[i]] == 1) == !pass)
        e->loop[j++] = perm[i];
  int inner = 0;
  while (inner < n - 1 && e->size[(int)perm[inner]] == 1) inner++;
  e->inner_sum = n > e->nout && !memchr(e->loop, perm[inner], (size_t)e->nout);
}

/* Operand k's stride for label c in the array the loops read (the cast copy, if any). */
static int64_t es_read_stride(const Einsum *e, int k, char c) {
  const Array *a = RT_AS(Array, e->op[k].arr);
  int64_t st = 0;
  for (int d = 0; d < a->ndim; d++)
    if (e->op[k].labels[d] == c && a->shape[d] != 1) st += a->strides[d];
  return st;
}

/* A full reduction whose summed loops, in NumPy's order, its iterator coalesces into one: each
 * loop's stride is the next inner loop's times that loop's extent, in every operand as given and
 * as read (loops of extent 1 drop out). NumPy then runs the whole reduction as one loop over
 * memory (backwards where the strides are negative: it does not flip them here), handed over in
 * chunks of NP_ES_CHUNK (a Fortran-ordered or transposed operand included, three operands). */
static bool es_merged(const Einsum *e) {
  if (!e->full) return false;
  int64_t gin[ES_MAXOP], rin[ES_MAXOP], nin = 0;
  for (int l = e->nloop - 1; l >= e->nout; l--) {
    char c = e->loop[l];
    if (e->size[(int)c] == 1) continue;
    for (int k = 0; k < e->nop; k++) {
      int64_t g = es_given_stride(e, k, c), r = es_read_stride(e, k, c);
      if (nin && (g != gin[k] * nin || r != rin[k] * nin)) return false;
      gin[k] = g, rin[k] = r;
    }
    nin = e->size[(int)c];
  }
  return true;
}

/* Whether the merged run is contiguous in every operand as given and as read, except operand
 * `zero` (-1: none), which must have a step of 0 in it. */
static bool es_merged_unit(const Einsum *e, int zero) {
  for (int l = e->nloop - 1; l >= e->nout; l--) {
    char c = e->loop[l];
    if (e->size[(int)c] == 1) continue;
    for (int k = 0; k < e->nop; k++) {
      int64_t isz = rt_dtypes[e->dt].itemsize;
      int64_t gsz = rt_dtypes[RT_AS(Array, e->op[k].given)->dtype].itemsize;
      if (k == zero ? es_read_stride(e, k, c) != 0
                    : es_given_stride(e, k, c) != gsz || es_read_stride(e, k, c) != isz)
        return false;
    }
    return true;
  }
  return false;
}

/* Whether summed label c is, in every operand as given, one axis of unit stride and full
 * extent: NumPy's iterator then makes it the innermost loop. */
static bool es_unit_label(const Einsum *e, char c) {
  for (int k = 0; k < e->nop; k++) {
    const EsOp *o = &e->op[k];
    const Array *a = RT_AS(Array, o->arr);
    const char *at = memchr(o->labels, c, (size_t)a->ndim);
    if (!at || memchr(at + 1, c, (size_t)(a->ndim - (at - o->labels) - 1))) return false;
    int d = (int)(at - o->labels);
    if (!o->unit[d] || a->shape[d] != e->size[(int)c]) return false;
  }
  return true;
}

/* Of two operands, the one without label c when the other has it as one axis of unit stride and
 * full extent (NumPy's contig_stride0 / stride0_contig loops); -1 otherwise. */
static int es_zero_op(const Einsum *e, char c) {
  if (e->nop != 2) return -1;
  for (int z = 0; z < 2; z++) {
    const EsOp *o = &e->op[z], *other = &e->op[1 - z];
    const Array *a = RT_AS(Array, o->arr), *b = RT_AS(Array, other->arr);
    if (memchr(o->labels, c, (size_t)a->ndim) && es_read_stride(e, z, c) != 0) continue;
    const char *at = memchr(other->labels, c, (size_t)b->ndim);
    if (!at || memchr(at + 1, c, (size_t)(b->ndim - (at - other->labels) - 1))) return -1;
    int d = (int)(at - other->labels);
    if (!other->unit[d] || b->shape[d] != e->size[(int)c] ||
        es_read_stride(e, 1 - z, c) != rt_dtypes[e->dt].itemsize)
      return -1;
    return z;
  }
  return -1;
}

static void es_simd(Einsum *e) {
  e->run = 0;
  e->zero_op = -1;
  int nsum = e->nloop - e->nout, l = e->nloop - 1;
  bool flt = (e->dt == DT_FLOAT64 || e->dt == DT_FLOAT32 || e->dt == DT_FLOAT16) && e->nop <= 2;
  bool cplx = (e->dt == DT_COMPLEX128 || e->dt == DT_COMPLEX64) && e->nop == 1;
  if ((!flt && !cplx) || nsum == 0) return;
  if (e->merged && nsum > 1) {
    if (!es_merged_unit(e, -1)) {
      int z = e->nop == 2 && flt ? (es_merged_unit(e, 0) ? 0 : es_merged_unit(e, 1) ? 1 : -1) : -1;
      if (z < 0) return;
      e->zero_op = z;
    }
    e->run = 1;
    for (int j = e->nout; j < e->nloop; j++) e->run *= e->size[(int)e->loop[j]];
    e->nrun = nsum;
    return;
  }
  if (!e->inner_sum) return;
  char c = e->loop[l];
  if (!es_unit_label(e, c)) {
    e->zero_op = flt ? es_zero_op(e, c) : -1;
    if (e->zero_op < 0) return;
    e->run = e->size[(int)c];
    e->nrun = 1;
    return;
  }
  int m = 1; /* more trailing summed loops that are each operand's trailing axes, in order */
  for (; m < nsum; m++) {
    char cm = e->loop[e->nloop - 1 - m];
    for (int k = 0; k < e->nop; k++) {
      const EsOp *o = &e->op[k];
      const Array *a = RT_AS(Array, o->arr);
      int nd = a->ndim;
      if (!o->c_contig || nd <= m || o->labels[nd - 1] != c || o->labels[nd - 1 - m] != cm ||
          memchr(o->labels, cm, (size_t)(nd - 1 - m)) || a->shape[nd - 1 - m] != e->size[(int)cm])
        goto done;
    }
  }
done:
  e->run = 1;
  for (int j = e->nloop - m; j < e->nloop; j++) e->run *= e->size[(int)e->loop[j]];
  e->nrun = m;
}

/* es_sum_one when the innermost summed loops are SIMD runs: out = out + run, run by run. */
static void es_sum_runs(const Einsum *e, char *const *base, char *out) {
  int nouter = e->nloop - e->nout - e->nrun;
  int64_t idx[ES_NLABEL] = {0};
  char *p[ES_MAXOP];
  for (int k = 0; k < e->nop; k++) p[k] = base[k];
  double acc[2] = {0, 0};
  float accf[2] = {0, 0};
  int64_t st[2] = {e->op[0].stride[e->nloop - 1], e->op[e->nop - 1].stride[e->nloop - 1]};
  if (e->nrun > 1) /* merged axes: adjacent elements (or a step of 0 in zero_op) */
    for (int k = 0; k < 2; k++) st[k] = k == e->zero_op ? 0 : rt_dtypes[e->dt].itemsize;
  /* a full reduction that is one run: NumPy's buffered iterator hands it over in chunks */
  int64_t chunk = e->full && nouter == 0 ? NP_ES_CHUNK : e->run;
  for (;;) {
    for (int64_t off = 0; off < e->run; off += chunk) {
      int64_t m = e->run - off < chunk ? e->run - off : chunk;
      char *q[ES_MAXOP];
      for (int k = 0; k < e->nop; k++) q[k] = p[k] + off * st[k == 0 ? 0 : 1];
      if (e->dt == DT_FLOAT16) { /* each run lands in the float16 output */
        int z = e->zero_op;
        float s = z >= 0   ? np_half_to_float(*(uint16_t *)(void *)q[z]) *
                               np_es_run_f16(q[1 - z], st[1 - z], m)
                  : e->nop == 1 ? np_es_run_f16(q[0], st[0], m)
                                : np_es_run2_f16(q[0], q[1], m);
        accf[0] = np_half_to_float(np_half_from_float(accf[0] + s));
      } else if (e->zero_op >= 0) { /* out + value * (the other operand's run summed) */
        int z = e->zero_op;
        if (e->dt == DT_FLOAT64)
          acc[0] = acc[0] + *(double *)q[z] * np_es_run_f64(1, q + 1 - z, st + 1 - z, m);
        else
          accf[0] = accf[0] + *(float *)q[z] * np_es_run_f32(1, q + 1 - z, st + 1 - z, m);
      } else if (e->dt == DT_FLOAT64) {
        acc[0] = acc[0] + np_es_run_f64(e->nop, q, st, m);
      } else if (e->dt == DT_FLOAT32) {
        accf[0] = accf[0] + np_es_run_f32(e->nop, q, st, m);
      } else if (e->dt == DT_COMPLEX128) {
        double s[2];
        np_es_run_c128(q[0], st[0], m, s);
        acc[0] = acc[0] + s[0], acc[1] = acc[1] + s[1];
      } else {
        float s[2];
        np_es_run_c64(q[0], st[0], m, s);
        accf[0] = accf[0] + s[0], accf[1] = accf[1] + s[1];
      }
    }
    int l = nouter - 1;
    for (; l >= 0; l--) {
      int L = e->nout + l;
      for (int k = 0; k < e->nop; k++) p[k] += e->op[k].stride[L];
      if (++idx[l] < e->size[(int)e->loop[L]]) break;
      for (int k = 0; k < e->nop; k++) p[k] -= e->op[k].stride[L] * idx[l];
      idx[l] = 0;
    }
    if (l < 0) break;
  }
  if (e->dt == DT_FLOAT64) *(double *)out = acc[0];
  else if (e->dt == DT_FLOAT32) *(float *)out = accf[0];
  else if (e->dt == DT_FLOAT16) *(uint16_t *)(void *)out = np_half_from_float(accf[0]);
  else if (e->dt == DT_COMPLEX128) memcpy(out, acc, sizeof acc);
  else memcpy(out, accf, sizeof accf);
}

/* The sum over the summed loops of the products, for one output element whose operand
 * pointers are base[k]; written to out in e->dt. */
static void es_sum_one(const Einsum *e, char *const *base, char *out) {
  int nsum = e->nloop - e->nout;
  if (e->run) {
    es_sum_runs(e, base, out);
    return;
  }
  int64_t idx[ES_NLABEL] = {0};
  char *p[ES_MAXOP];
  for (int k = 0; k < e->nop; k++) p[k] = base[k];
  double acc = 0, acc_im = 0, tot = 0, tot_im = 0;
  float accf = 0, accf_im = 0, totf = 0, totf_im = 0;
  int64_t acci = 0;
  uint64_t accu = 0;
  bool accb = false;
  char kind = rt_dtypes[e->dt].kind;
  /* a full reduction over one axis: NumPy's buffered iterator sums it in chunks */
  int64_t chunk = e->full && (nsum == 1 || e->merged) ? NP_ES_CHUNK : 0, left = chunk;
  bool row_runs = e->inner_sum && !e->merged; /* else one run, cut only into chunks */
  for (;;) {
    if (e->dt == DT_FLOAT64) {
      double t = *(double *)p[0];
      for (int k = 1; k < e->nop; k++) t *= *(double *)p[k];
      acc += t;
    } else if (e->dt == DT_FLOAT32) {
      float t = *(float *)p[0];
      for (int k = 1; k < e->nop; k++) t *= *(float *)p[k];
      accf += t;
    } else if (e->dt == DT_FLOAT16) { /* NumPy's half sum of products: in float32 */
      float t = (float)rt_elem_get_f64(DT_FLOAT16, p[0]);
      for (int k = 1; k < e->nop; k++) t *= (float)rt_elem_get_f64(DT_FLOAT16, p[k]);
      accf += t;
    } else if (e->dt == DT_COMPLEX128) {
      double re = ((double *)p[0])[0], im = ((double *)p[0])[1];
      for (int k = 1; k < e->nop; k++) {
        double br = ((double *)p[k])[0], bi = ((double *)p[k])[1], r = re * br - im * bi;
        im = re * bi + im * br;
        re = r;
      }
      acc += re, acc_im += im;
    } else if (e->dt == DT_COMPLEX64) {
      float re = ((float *)p[0])[0], im = ((float *)p[0])[1];
      for (int k = 1; k < e->nop; k++) {
        float br = ((float *)p[k])[0], bi = ((float *)p[k])[1], r = re * br - im * bi;
        im = re * bi + im * br;
        re = r;
      }
      accf += re, accf_im += im;
    } else if (kind == 'b') {
      bool t = true;
      for (int k = 0; k < e->nop; k++) t = t && *(uint8_t *)p[k];
      accb = accb || t;
    } else if (kind == 'u') {
      uint64_t t = 1;
      for (int k = 0; k < e->nop; k++) t *= rt_elem_get_u64(e->dt, p[k]);
      accu += t;
    } else {
      uint64_t t = 1; /* unsigned: wraps as NumPy's fixed-width products do */
      for (int k = 0; k < e->nop; k++) t *= (uint64_t)rt_elem_get_i64(e->dt, p[k]);
      acci = (int64_t)((uint64_t)acci + t);
    }
    int l = nsum - 1;
    for (; l >= 0; l--) {
      int L = e->nout + l;
      for (int k = 0; k < e->nop; k++) p[k] += e->op[k].stride[L];
      if (++idx[l] < e->size[(int)e->loop[L]]) break;
      for (int k = 0; k < e->nop; k++) p[k] -= e->op[k].stride[L] * idx[l];
      idx[l] = 0;
    }
    /* float16 with an output label innermost: NumPy adds each product to the half output */
    bool each = e->dt == DT_FLOAT16 && !e->inner_sum;
    if (nsum == 0 || each || (row_runs ? l < nsum - 1 : l < 0) || (chunk && --left == 0)) {
      /* a run is done: added to out */
      left = chunk;
      tot = tot + acc, tot_im = tot_im + acc_im, acc = acc_im = 0;
      totf = totf + accf, totf_im = totf_im + accf_im, accf = accf_im = 0;
      if (e->dt == DT_FLOAT16) { /* each run lands in the float16 output */
        char h[2];
        rt_elem_set_f64(DT_FLOAT16, h, totf);
        totf = (float)rt_elem_get_f64(DT_FLOAT16, h);
      }
    }
    if (l < 0) break;
  }
  if (e->dt == DT_FLOAT64) *(double *)out = tot;
  else if (e->dt == DT_FLOAT32) *(float *)out = totf;
  else if (e->dt == DT_FLOAT16) rt_elem_set_f64(DT_FLOAT16, out, totf);
  else if (e->dt == DT_COMPLEX128) ((double *)out)[0] = tot, ((double *)out)[1] = tot_im;
  else if (e->dt == DT_COMPLEX64) ((float *)out)[0] = totf, ((float *)out)[1] = totf_im;
  else if (kind == 'b') *(uint8_t *)out = accb;
  else if (kind == 'u') rt_elem_set_i64(e->dt, out, (int64_t)accu);
  else rt_elem_set_i64(e->dt, out, acci);
}

/* Float operands (one or two) whose innermost loop in NumPy's order is an output label: NumPy
 * adds every product to its output element, so each element is the sum of its products in the
 * order of the summed loops. Done a row of the last output label at a time (np_es_accum),
 * under the other output loops and then the summed ones, in their order. */
static bool es_accum_rows(const Einsum *e, Array *r) {
  if ((e->dt != DT_FLOAT64 && e->dt != DT_FLOAT32) || e->nop > 2 || e->inner_sum || e->run ||
      e->nout == 0)
    return false;
  int inner = e->nout - 1, m = 0, order[ES_NLABEL];
  for (int l = 0; l < e->nloop; l++)
    if (l != inner) order[m++] = l;
  int64_t n = e->size[(int)e->loop[inner]], idx[ES_NLABEL] = {0}, ost[ES_NLABEL] = {0};
  int64_t st[2] = {e->op[0].stride[inner], e->op[e->nop - 1].stride[inner]};
  for (int l = 0; l < inner; l++) ost[l] = r->strides[l];
  char *p[2] = {RT_AS(Array, e->op[0].arr)->data, RT_AS(Array, e->op[e->nop - 1].arr)->data};
  char *out = r->data;
  for (;;) {
    if (e->dt == DT_FLOAT64) np_es_accum_f64(e->nop, p, st, (double *)(void *)out, n);
    else np_es_accum_f32(e->nop, p, st, (float *)(void *)out, n);
    int j = m - 1;
    for (; j >= 0; j--) {
      int L = order[j];
      for (int k = 0; k < e->nop; k++) p[k] += e->op[k].stride[L];
      out += ost[L];
      if (++idx[j] < e->size[(int)e->loop[L]]) break;
      for (int k = 0; k < e->nop; k++) p[k] -= e->op[k].stride[L] * idx[j];
      out -= ost[L] * idx[j];
      idx[j] = 0;
    }
    if (j < 0) return true;
  }
}

/* Walks the output elements in C order; an empty summed loop leaves zeros. */
static Value es_compute(const Einsum *e) {
  int64_t shape[RT_MAXDIM];
  for (int l = 0; l < e->nout; l++) shape[l] = e->size[(int)e->loop[l]];
  Value res = rt_array_new(e->dt, e->nout, shape, true);
  Array *r = RT_AS(Array, res);
  for (int l = e->nout; l < e->nloop; l++)
    if (e->size[(int)e->loop[l]] == 0) return res;
  if (r->size == 0 || es_accum_rows(e, r)) return res;
  int isz = rt_dtypes[e->dt].itemsize;
  char *base[ES_MAXOP];
  for (int k = 0; k < e->nop; k++) base[k] = RT_AS(Array, e->op[k].arr)->data;
  int64_t idx[RT_MAXDIM] = {0};
  for (int64_t i = 0; i < r->size; i++) {
    es_sum_one(e, base, r->data + i * isz);
    for (int l = e->nout - 1; l >= 0; l--) {
      for (int k = 0; k < e->nop; k++) base[k] += e->op[k].stride[l];
      if (++idx[l] < shape[l]) break;
      for (int k = 0; k < e->nop; k++) base[k] -= e->op[k].stride[l] * idx[l];
      idx[l] = 0;
    }
  }
  return res;
}

/* One operand and no summed label: NumPy's get_single_op_view, a view of the operand (its
 * axes permuted, a repeated label's axes walked as one diagonal), through which writes go. */
static Value es_view(const Einsum *e) {
  const EsOp *o = &e->op[0];
  const Array *a = RT_AS(Array, o->arr);
  int64_t shape[RT_MAXDIM], strides[RT_MAXDIM];
  for (int l = 0; l < e->nout; l++) {
    shape[l] = e->size[(int)e->loop[l]];
    strides[l] = 0;
    for (int d = 0; d < a->ndim; d++)
      if (o->labels[d] == e->loop[l]) strides[l] += a->strides[d];
  }
  return rt_array_view(e->op[0].arr, a->dtype, e->nout, shape, strides, a->data);
}

static Value es_run(Einsum *e, const char *subs) {
  const char *arrow = strchr(subs, '-');
  size_t inlen = arrow ? (size_t)(arrow - subs) : strlen(subs);
  const char *out = arrow ? (arrow[1] ? arrow + 2 : arrow + 1) : NULL;
  int ndims[ES_MAXOP];
  for (int k = 0; k < e->nop; k++) ndims[k] = RT_AS(Array, e->op[k].arr)->ndim;
  es_parse_inputs(e, subs, inlen, ndims);
  es_parse_output(e, out);
  e->nloop = e->nout;
  for (int c = 0; c < ES_NLABEL; c++)
    if (e->count[c] && !memchr(e->loop, c, (size_t)e->nout)) e->loop[e->nloop++] = (char)c;
  es_layout(e);
  if (e->nop == 1 && e->nloop == e->nout && e->nout > 0) return es_view(e);
  e->full = true;
  for (int l = 0; l < e->nout; l++) e->full = e->full && e->size[(int)e->loop[l]] == 1;
  es_order(e);
  e->merged = es_merged(e);
  es_simd(e);
  es_strides(e);
  Value res = es_compute(e);
  if (e->nout) return res;
  Value s = rt_npscalar_new(e->dt, RT_AS(Array, res)->data);
  rt_decref(res);
  return s;
}

/* One sublist of the interleaved form as subscript letters: 0-25 are 'A'-'Z', 26-51 'a'-'z'
 * (as NumPy's C einsum maps them), Ellipsis "...". */
static void sublist_text(StrBuf *sb, Value sub) {
  int64_t n = rt_len(sub);
  for (int64_t i = 0; i < n; i++) {
    Value it = rt_getitem(sub, rt_int(i));
    if (rt_is_type(it, &rt_ellipsis_type)) {
      rt_decref(it);
      rt_sb_puts(sb, "...");
      continue;
    }
    int64_t k = rt_to_index(it, "subscript");
    rt_decref(it);
    if (k < 0 || k >= 52)
      rt_raise(RT_EXC_ValueError, "subscript is not within the valid range [0, 52)");
    rt_sb_putc(sb, (char)(k < 26 ? 'A' + k : 'a' + k - 26));
  }
}

/* einsum(op0, sublist0, op1, sublist1, ..., [sublistout]) as the subscripts string and the
 * operands, the string first: argv rewritten into out (argc - argc/2 entries). */
static void sb_cleanup(void *p) { rt_sb_free(p); }

static int interleaved(int argc, const Value *argv, Value *out) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_cleanup_push(sb_cleanup, &sb);
  int nop = argc / 2;
  for (int k = 0; k < nop; k++) {
    if (k) rt_sb_putc(&sb, ',');
    sublist_text(&sb, argv[2 * k + 1]);
    out[1 + k] = argv[2 * k];
  }
  if (argc % 2) {
    rt_sb_puts(&sb, "->");
    sublist_text(&sb, argv[argc - 1]);
  }
  rt_cleanup_pop(mark, false);
  out[0] = rt_sb_to_str(&sb);
  return nop + 1;
}

/* Fortran-contiguous and not C-contiguous. */
static bool es_f_only(const Array *a) {
  if (rt_array_is_c_contiguous(a)) return false;
  int64_t want = rt_dtypes[a->dtype].itemsize;
  for (int d = 0; d < a->ndim; d++) {
    if (a->shape[d] != 1 && a->strides[d] != want) return false;
    want *= a->shape[d];
  }
  return true;
}

static Value f_einsum(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  for (int i = 0; kw && i < kw->n; i++)
    if (strcmp(kw->names[i], "optimize") != 0)
      rt_raise(RT_EXC_TypeError, "np.einsum's %s= is not supported in Weft", kw->names[i]);
  if (argc >= 2 && !rt_is_str(argv[0])) {
    Value *conv = rt_calloc((size_t)argc, sizeof(Value));
    int mark = rt_cleanup_push(free, conv);
    int n = interleaved(argc, argv, conv);
    rt_cleanup_push_value(&conv[0]);
    Value r = f_einsum(self, n, conv, kw);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (argc < 1 || !rt_is_str(argv[0]))
    rt_raise(RT_EXC_TypeError, "einsum() takes at least 1 positional argument (0 given)");
  if (argc - 1 > ES_MAXOP) rt_raise(RT_EXC_ValueError, "too many operands");
  if (argc < 2)
    rt_raise(RT_EXC_ValueError, "must specify the einstein sum subscripts string and at least one operand");
  Einsum *e = rt_calloc(1, sizeof(Einsum));
  int mark = rt_cleanup_push(free, e);
  e->nop = argc - 1;
  e->dt = np_result_type_of(e->nop, argv + 1);
  if (e->dt == DT_LONGDOUBLE) np_ld_refuse("np.einsum");
  for (int k = 0; k < e->nop; k++) {
    e->op[k].arr = e->op[k].given = rt_undef();
    rt_cleanup_push_value(&e->op[k].arr);
    rt_cleanup_push_value(&e->op[k].given);
  }
  for (int k = 0; k < e->nop; k++) {
    Value a = rt_array_from_value(argv[1 + k], -1);
    int amark = rt_cleanup_push_value(&a);
    Array *ga = RT_AS(Array, a);
    e->op[k].c_contig = rt_array_is_c_contiguous(ga);
    for (int d = 0; d < ga->ndim; d++)
      e->op[k].unit[d] = ga->strides[d] == rt_dtypes[ga->dtype].itemsize;
    /* read in place when no cast is needed: the loops take any strides; a cast copy keeps a
     * Fortran layout, as NumPy's iterator casts in memory order (es_merged) */
    if (ga->dtype == e->dt) e->op[k].arr = (rt_incref(a), a);
    else if (es_f_only(ga)) e->op[k].arr = np_to_fortran(rt_array_astype(a, e->dt));
    else e->op[k].arr = rt_array_astype(a, e->dt);
    e->op[k].given = a;
    rt_cleanup_pop(amark, false);
  }
  Value res = es_run(e, rt_str_data(argv[0]));
  rt_cleanup_pop(mark, true);
  return res;
}

void np_register_einsum(Value m) { rt_module_add_fn(m, "einsum", f_einsum); }
