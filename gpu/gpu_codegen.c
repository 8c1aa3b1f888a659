/* gpu_codegen.c — KIR → readable CUDA C: one `extern "C" __global__` function per kernel
 * specialisation, or a `__device__` function for a ufunc core (gpu_ufunc.c wraps it). The C every
 * engine writes alike (registers, arithmetic, control flow) is vm/kir/kir_cgen.c's; this file is
 * CUDA's dialect of it: thread registers, warp intrinsics, atomics, barriers, printf, CUDA's
 * math functions, shared and constant memory and --gpu-check's bounds checks. Operations whose C
 * meaning differs from Python's call the prelude's helpers (gpu_prelude.c). Each source line
 * appears once as a comment before the code it became. */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "../vm/base/error.h"
#include "../vm/kir/kir_cgen.h"
#include "gpu.h"

static DType R(const KirCGen *g, int reg) { return g->f->regs[reg]; }

/* ---- --gpu-check: bounds checks before every array access ---- */

static bool device_checks;

void gpu_set_checks(bool on) { device_checks = on; }
bool gpu_checks(void) { return device_checks; }

/* One test per axis (after a negative index is counted from the end, as in the simulator): the
 * first offending thread of the launch is recorded, and the thread stops. */
static void bounds_check(KirCGen *g, const KirInst *in) {
  const KirSlot *s = &g->f->slots[in->arr];
  for (int k = 0; k < s->ndim; k++) {
    kir_cgen_indent(g);
    rt_sb_puts(g->out, "if ((unsigned long long)");
    kir_cgen_put_index(g, in, k);
    rt_sb_puts(g->out, " >= (unsigned long long)");
    kir_cgen_put_extent(g, s, k);
    rt_sb_printf(g->out, ") { wf_bounds_fault(%d, %d, r%d, ", in->span.line, k, in->idx[k]);
    kir_cgen_put_extent(g, s, k);
    rt_sb_printf(g->out, "); %s }\n", g->ret_stmt);
  }
}

/* An index into a view (CHECKIDX): counted from the view's end when negative, then with
 * --gpu-check tested against the view's extent like an array index, as the simulator does. */
static void view_index(KirCGen *g, const KirInst *in) {
  if (device_checks) {
    kir_cgen_line(g, "if ((unsigned long long)WF_IX(r%d, r%d) >= (unsigned long long)r%d) { wf_bounds_fault(%d, %d, r%d, r%d); %s }",
         in->a, in->b, in->b, in->span.line, in->sub, in->a, in->b, g->ret_stmt);
  }
  kir_cgen_line(g, "r%d = WF_IX(r%d, r%d);", in->d, in->a, in->b);
}

/* ---- arithmetic: CUDA's math functions in the operand's precision ---- */

/* The math functions without a CUDA function of the same name (or with another signature). */
static bool special_math(KirCGen *g, const KirInst *in, bool f32) {
  const char *T = f32 ? "float" : "double", *fs = f32 ? "f" : "";
  int d = in->d, a = in->a;
  switch (in->sub) {
  case KM_ISNAN: case KM_ISINF: case KM_ISFINITE: kir_cgen_line(g, "r%d = %s(r%d);", d, kir_math_names[in->sub], a); break;
  /* in double, as the simulator (Python's math) computes them */
  case KM_DEGREES: kir_cgen_line(g, "r%d = (%s)((double)r%d * %.17g);", d, T, a, 180.0 / M_PI); break;
  case KM_RADIANS: kir_cgen_line(g, "r%d = (%s)((double)r%d * %.17g);", d, T, a, M_PI / 180.0); break;
  case KM_GAMMA: kir_cgen_line(g, "r%d = tgamma%s(r%d);", d, fs, a); break;
  case KM_LDEXP: kir_cgen_line(g, "r%d = ldexp%s(r%d, (int)fmax(-100000.0, fmin(100000.0, (double)r%d)));", d, fs, a, in->b); break;
  /* Python's frexp keeps infinities and NaN with exponent 0; modf's parts come from one call */
  case KM_FREXP: kir_cgen_line(g, "{ int e_; r%d = isfinite(r%d) ? frexp%s(r%d, &e_) : r%d; }", d, a, fs, a, a); break;
  case KM_FREXP_EXP: kir_cgen_line(g, "{ int e_ = 0; if (isfinite(r%d)) frexp%s(r%d, &e_); r%d = (%s)e_; }", a, fs, a, d, T); break;
  case KM_MODF: kir_cgen_line(g, "{ %s i_; r%d = modf%s(r%d, &i_); }", T, d, fs, a); break;
  case KM_MODF_INT: kir_cgen_line(g, "modf%s(r%d, &r%d);", fs, a, d); break;
  default: return false;
  }
  return true;
}

static void math(KirCGen *g, const KirInst *in) {
  bool f32 = R(g, in->a) == DT_FLOAT32;
  const char *name = kir_math_names[in->sub];
  if (special_math(g, in, f32)) return;
  kir_cgen_indent(g);
  rt_sb_printf(g->out, "r%d = %s%s(r%d", in->d, name, f32 ? "f" : "", in->a);
  if (kir_math_arity[in->sub] > 1) rt_sb_printf(g->out, ", r%d", in->b);
  if (kir_math_arity[in->sub] > 2) rt_sb_printf(g->out, ", r%d", in->c);
  rt_sb_puts(g->out, ");\n");
}

/* ---- threads, warps, atomics, print ---- */

static void sreg(KirCGen *g, const KirInst *in) {
  static const char *const names[KS_COUNT] = {
      "threadIdx.x", "threadIdx.y", "threadIdx.z", "blockIdx.x", "blockIdx.y", "blockIdx.z",
      "blockDim.x", "blockDim.y", "blockDim.z", "gridDim.x", "gridDim.y", "gridDim.z", NULL};
  if (in->sub == KS_LANEID) kir_cgen_line(g, "r%d = wf_laneid();", in->d);
  else kir_cgen_line(g, "r%d = (int)%s;", in->d, names[in->sub]);
}

static void warp(KirCGen *g, const KirInst *in) {
  int d = in->d, a = in->a, b = in->b, c = in->c;
  switch (in->sub) {
  case KW_SHFL: kir_cgen_line(g, "r%d = __shfl_sync(r%d, r%d, r%d);", d, a, b, c); break;
  case KW_SHFL_UP: kir_cgen_line(g, "r%d = __shfl_up_sync(r%d, r%d, (unsigned)r%d);", d, a, b, c); break;
  case KW_SHFL_DOWN: kir_cgen_line(g, "r%d = __shfl_down_sync(r%d, r%d, (unsigned)r%d);", d, a, b, c); break;
  case KW_SHFL_XOR: kir_cgen_line(g, "r%d = __shfl_xor_sync(r%d, r%d, r%d);", d, a, b, c); break;
  case KW_ALL: kir_cgen_line(g, "r%d = __all_sync(r%d, r%d) != 0;", d, a, b); break;
  case KW_ANY: kir_cgen_line(g, "r%d = __any_sync(r%d, r%d) != 0;", d, a, b); break;
  case KW_EQ: kir_cgen_line(g, "r%d = wf_eq_sync(r%d, r%d);", d, a, b); break;
  case KW_BALLOT: kir_cgen_line(g, "r%d = __ballot_sync(r%d, r%d);", d, a, b); break;
  case KW_ACTIVEMASK: kir_cgen_line(g, "r%d = __activemask();", d); break;
  case KW_LANEMASK_LT: kir_cgen_line(g, "r%d = wf_lanemask_lt();", d); break;
  case KW_MATCH_ANY: kir_cgen_line(g, "r%d = __match_any_sync(r%d, r%d);", d, a, b); break;
  default: kir_cgen_line(g, "r%d = wf_match_all(r%d, r%d);", d, a, b); break;
  }
}

static void bits(KirCGen *g, const KirInst *in) {
  static const char *const names[KT_COUNT] = {"__popc", "__brev", "__clz", "__ffs"};
  bool wide = rt_dtypes[R(g, in->a)].itemsize == 8;
  bool is_unsigned = in->sub == KT_POPC || in->sub == KT_BREV;
  const char *arg = wide ? (is_unsigned ? "unsigned long long" : "long long") : (is_unsigned ? "unsigned" : "int");
  kir_cgen_line(g, "r%d = (%s)%s%s((%s)r%d);", in->d, kir_cgen_ctype(R(g, in->d)), names[in->sub], wide ? "ll" : "", arg, in->a);
}

static void atomic(KirCGen *g, const KirInst *in) {
  static const char *const names[KA_COUNT] = {
      "add", "sub", "max", "min", "exch", "inc", "dec", "and", "or", "xor", "cas", "nanmax", "nanmin"};
  kir_cgen_indent(g);
  rt_sb_printf(g->out, "r%d = wf_atomic_%s(&", in->d, names[in->sub]);
  kir_cgen_put_elem(g, in);
  rt_sb_printf(g->out, ", r%d", in->a);
  if (in->sub == KA_CAS) rt_sb_printf(g->out, ", r%d", in->b);
  rt_sb_puts(g->out, ");\n");
}

/* A grid group's sync() (imm 1) is the prelude's wf_grid_sync(); a kernel that has one is
 * launched with cudaLaunchCooperativeKernel (gpu_runtime.c), as Numba does. */
static void barrier(KirCGen *g, const KirInst *in) {
  static const char *const names[4] = {"__syncthreads", "__syncthreads_count", "__syncthreads_and", "__syncthreads_or"};
  if (in->imm.i == 1) kir_cgen_line(g, "wf_grid_sync();");
  else if (in->sub == 0) kir_cgen_line(g, "__syncthreads();");
  else kir_cgen_line(g, "r%d = %s(r%d);", in->d, names[in->sub], in->a);
}

static void fence(KirCGen *g, const KirInst *in) {
  static const char *const names[KF_COUNT] = {
#define X(name, py, c) c,
      KIR_FENCES(X)
#undef X
  };
  if (*names[in->sub]) kir_cgen_line(g, "%s();", names[in->sub]); /* breakpoint(): nothing */
}

/* printf with one conversion per operand; string constants go into the format, escaped. */
static void print(KirCGen *g, const KirInst *in) {
  const KirFunc *f = g->f;
  StrBuf *out = g->out;
  kir_cgen_indent(g);
  rt_sb_puts(out, "printf(\"");
  for (int k = 0; k < in->nargs; k++) {
    const KirPrintArg *pa = &f->args[in->args + k];
    if (k && !pa->glue) rt_sb_putc(out, ' ');
    if (pa->reg >= 0) {
      DType t = R(g, pa->reg);
      char kind = rt_dtypes[t].kind;
      const char *own = t == DT_BOOL ? "%s" : t == DT_FLOAT32 ? "%.9g" : kind == 'f' ? "%.17g" : kind == 'u' ? "%llu" : "%lld";
      size_t n = pa->fmt ? strlen(pa->fmt) : 0;
      if (!n) rt_sb_puts(out, own);
      else if (pa->fmt[n - 1] == 's' || pa->fmt[n - 1] == 'D') /* a value's own text, padded: the width, then its conversion */
        rt_sb_printf(out, "%.*s%s", (int)(n - 1), pa->fmt, pa->fmt[n - 1] == 'D' ? "%.17g" + 1 : own + 1);
      else rt_sb_puts(out, pa->fmt);
      continue;
    }
    for (const char *s = pa->str; *s; s++) {
      unsigned char ch = (unsigned char)*s;
      if (ch == '%') rt_sb_puts(out, "%%");
      else if (ch == '"' || ch == '\\') rt_sb_putc(out, '\\'), rt_sb_putc(out, (char)ch);
      else if (ch < 32 || ch >= 127) rt_sb_printf(out, "\\%03o", ch);
      else rt_sb_putc(out, (char)ch);
    }
  }
  rt_sb_puts(out, in->sub == KIR_PRINT_END ? "\"" : "\\n\"");
  for (int k = 0; k < in->nargs; k++) {
    const KirPrintArg *pa = &f->args[in->args + k];
    if (pa->reg < 0) continue;
    DType t = R(g, pa->reg);
    char kind = rt_dtypes[t].kind;
    size_t n = pa->fmt ? strlen(pa->fmt) : 0;
    char conv = n ? pa->fmt[n - 1] : 0;
    if (t == DT_BOOL) rt_sb_printf(out, ", r%d ? \"True\" : \"False\"", pa->reg);
    else if (kind == 'f' || (conv && strchr("fFeEgGD", conv))) rt_sb_printf(out, ", (double)r%d", pa->reg);
    else rt_sb_printf(out, ", (%s)r%d", kind == 'u' ? "unsigned long long" : "long long", pa->reg);
  }
  rt_sb_puts(out, ");\n");
}

/* ---- the translation unit ---- */

static void const_arrays(KirCGen *g) {
  const KirFunc *f = g->f;
  for (int k = 0; k < f->nslots; k++) {
    const KirSlot *s = &f->slots[k];
    if (s->kind != KIR_SLOT_CONST) continue;
    int size = rt_dtypes[s->dtype].itemsize;
    rt_sb_printf(g->out, "/* cuda.const.array_like '%s': %s[%lld], as bit patterns */\n", s->name ? s->name : "?",
                 rt_dtypes[s->dtype].name, (long long)s->size);
    rt_sb_printf(g->out, "__constant__ %s wf_const%d[%lld] = {", kir_cgen_word_type(size), k, (long long)(s->size ? s->size : 1));
    for (int64_t i = 0; i < s->size; i++) {
      uint64_t bits = 0;
      memcpy(&bits, (const char *)s->cdata + i * size, (size_t)size);
      rt_sb_printf(g->out, "%s0x%llx%s", i % 8 ? " " : "\n  ", (unsigned long long)bits, size == 8 ? "ull," : "u,");
    }
    if (!s->size) rt_sb_puts(g->out, "0");
    rt_sb_puts(g->out, "\n};\n");
  }
}

static void signature(KirCGen *g, const char *name) {
  const KirFunc *f = g->f;
  rt_sb_printf(g->out, "extern \"C\" __global__ void %s(", name);
  for (int k = 0; k < f->sig.nargs; k++) {
    const KirTy *t = &f->sig.args[k];
    if (t->kind == KIR_TY_ARRAY) rt_sb_printf(g->out, "WeftArray p%d, ", k);
    else rt_sb_printf(g->out, "%s p%d, ", kir_cgen_ctype(t->dtype), k);
  }
  rt_sb_puts(g->out, "long long weft_dyn_shared_bytes) {\n");
}

static void declarations(KirCGen *g) {
  const KirFunc *f = g->f;
  kir_cgen_registers(g, false);
  bool dyn = false;
  for (int k = 0; k < f->nslots; k++) {
    const KirSlot *s = &f->slots[k];
    const char *T = kir_cgen_ctype(s->dtype);
    if (s->kind == KIR_SLOT_SHARED && s->size == 0) {
      if (!dyn) rt_sb_puts(g->out, "  extern __shared__ __align__(16) unsigned char weft_dyn_shared[];\n");
      dyn = true;
      rt_sb_printf(g->out, "  %s *sh%d = (%s *)weft_dyn_shared; // '%s', dynamic\n", T, k, T, s->name ? s->name : "?");
    } else if (s->kind == KIR_SLOT_SHARED) {
      rt_sb_printf(g->out, "  __shared__ %s sh%d[%lld]; // '%s'\n", T, k, (long long)s->size, s->name ? s->name : "?");
    } else if (s->kind == KIR_SLOT_LOCAL) {
      /* zeroed like the simulator's per-lane copies, so a read before a write agrees too */
      rt_sb_printf(g->out, "  %s loc%d[%lld] = {}; // '%s'\n", T, k, (long long)s->size, s->name ? s->name : "?");
    }
  }
  kir_cgen_params(g);
}

/* CUDA's dialect: every instruction the common emitter does not write, and --gpu-check's test
 * before an access. */
static bool cuda_inst(KirCGen *g, int pc, const KirInst *in) {
  (void)pc;
  if (device_checks && (in->op == KIR_LOAD || in->op == KIR_STORE || in->op == KIR_ATOMIC)) bounds_check(g, in);
  switch ((KirOp)in->op) {
  case KIR_CHECKIDX: view_index(g, in); return true;
  case KIR_MATH: math(g, in); return true;
  case KIR_SREG: sreg(g, in); return true;
  case KIR_ATOMIC: atomic(g, in); return true;
  case KIR_RANDOM: rt_raise(RT_EXC_NotImplementedError, "random.random() has no GPU translation");
  case KIR_BARRIER: barrier(g, in); return true;
  case KIR_SYNCWARP: kir_cgen_line(g, "__syncwarp(r%d);", in->a); return true;
  case KIR_FENCE: fence(g, in); return true;
  /* Numba's kernels without debug=True end a raising thread and report nothing */
  case KIR_RAISE: kir_cgen_line(g, "%s", g->ret_stmt); return true;
  case KIR_WARP: warp(g, in); return true;
  case KIR_BITS: bits(g, in); return true;
  case KIR_PRINT: print(g, in); return true;
  case KIR_WARN: return true; /* a GPU wraps silently, as compiled Numba does */
  default: return false;
  }
}

static void gen_init(KirCGen *g, const KirFunc *f, StrBuf *out) {
  kir_cgen_init(g, f, out, cuda_inst, "the GPU backend");
}

void gpu_codegen(const KirFunc *f, StrBuf *out) {
  if (f->target != KIR_TARGET_KERNEL)
    rt_raise(RT_EXC_NotImplementedError, "only @cuda.jit kernels have a GPU translation");
  char name[256];
  gpu_kernel_name(f, name, sizeof name);
  KirCGen g;
  gen_init(&g, f, out);
  rt_sb_puts(out, gpu_prelude);
  rt_sb_printf(out, "/* kernel '%s' from %s, specialised as %s */\n", f->name, f->file ? f->file : "?", name);
  const_arrays(&g);
  signature(&g, name);
  declarations(&g);
  kir_cgen_body(&g);
  rt_sb_puts(out, "}\n");
  kir_cgen_free(&g);
}

/* A ufunc core (KIR_TARGET_DEVICE) as `static __device__ RET name(params)`: parameters as a
 * kernel's (arrays as WeftArray, scalars by value), no dynamic shared size (Numba launches ufunc
 * kernels without dynamic shared memory, so such an array has no elements); the value returned is
 * the core's first return register, as the simulator stores it (void for a guvectorize core).
 * Its constant arrays come first. */
void gpu_codegen_device(const KirFunc *f, const char *name, StrBuf *out) {
  KirCGen g;
  gen_init(&g, f, out);
  bool value = f->ret >= 0;
  if (value) snprintf(g.ret_stmt, sizeof g.ret_stmt, "return r%d;", f->ret);
  const_arrays(&g);
  rt_sb_printf(out, "static __device__ %s %s(", value ? kir_cgen_ctype(f->regs[f->ret]) : "void", name);
  for (int k = 0; k < f->sig.nargs; k++) {
    const KirTy *t = &f->sig.args[k];
    if (t->kind == KIR_TY_ARRAY) rt_sb_printf(out, "%sWeftArray p%d", k ? ", " : "", k);
    else rt_sb_printf(out, "%s%s p%d", k ? ", " : "", kir_cgen_ctype(t->dtype), k);
  }
  rt_sb_puts(out, ") {\n");
  for (int k = 0; k < f->nslots; k++)
    if (f->slots[k].kind == KIR_SLOT_SHARED && f->slots[k].size == 0) {
      rt_sb_puts(out, "  const long long weft_dyn_shared_bytes = 0; // ufunc kernels have no dynamic shared memory\n");
      break;
    }
  declarations(&g);
  kir_cgen_body(&g);
  bool returned = f->ncode && f->code[f->ncode - 1].op == KIR_RETURN;
  if (value && !returned) kir_cgen_line(&g, "%s", g.ret_stmt); /* every path returned inside a region */
  rt_sb_puts(out, "}\n");
  kir_cgen_free(&g);
}

const char *gpu_ctype(DType t) { return kir_cgen_ctype(t); }

/* ---- names ---- */

const char *gpu_kernel_name(const KirFunc *f, char *buf, size_t n) { return kir_cgen_name(f, buf, n); }
