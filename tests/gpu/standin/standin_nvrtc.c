/* standin.c — a stand-in for NVRTC and the CUDA Runtime, so that Weft's GPU path runs end to
 * end on a machine without a GPU (tests only; docs/gpu.md, "The GPU path on the CPU"). One
 * shared object exports every nvrtc* and cuda* function gpu/gpu_cuda.h's tables resolve, with the
 * signatures of the toolkit's headers; Weft loads it through its library-override settings
 * (WEFT_GPU_TEST_NVRTC, WEFT_GPU_TEST_CUDART) exactly as it loads the real libraries.
 *
 * nvrtcCompileProgram writes standin_kernel.h and then the CUDA C text Weft sent, unchanged but
 * for one spelling (`extern __shared__` becomes `extern`: host C++ has no storage class that is
 * both static and extern, and the header's __shared__ is `static`), and a line per
 * `extern "C" __global__` kernel asking for its entry point; g++ compiles that without
 * contraction or fast-math into a shared object. The "cubin" is that object's bytes behind a
 * magic word and their length, so Weft's on-disk cache stores and returns it like a real one.
 * cudaLibraryLoadData writes it to a temporary file and dlopens it (standin_cudart.c);
 * cudaLaunchKernel queues the launch, and when the host waits the kernel's entry runs the grid on
 * the calling thread (standin_stream.c, standin_kernel.h).
 *
 * Memory is host memory (cudaMalloc is malloc, each block registered with its kind), copies are
 * memcpy, streams queue their work until the host waits, events record the wall clock. The
 * device says it is an sm_90 with H100-like limits. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <link.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <nvrtc.h>

#include "standin.h"

#define MAGIC "WEFTSA1" /* 8 bytes with its NUL, then a uint64_t length, then the object */

/* ---- NVRTC ---- */

struct _nvrtcProgram {
  char *src, *name, *log;
  unsigned char *image;
  size_t size;
};

EXPORT nvrtcResult nvrtcVersion(int *major, int *minor) {
  *major = CUDART_VERSION / 1000;
  *minor = CUDART_VERSION % 1000 / 10;
  return NVRTC_SUCCESS;
}

static const int archs[] = {75, 80, 86, 89, 90};

EXPORT nvrtcResult nvrtcGetNumSupportedArchs(int *n) {
  *n = (int)(sizeof archs / sizeof *archs);
  return NVRTC_SUCCESS;
}

EXPORT nvrtcResult nvrtcGetSupportedArchs(int *out) {
  memcpy(out, archs, sizeof archs);
  return NVRTC_SUCCESS;
}

EXPORT const char *nvrtcGetErrorString(nvrtcResult rc) {
  switch (rc) {
  case NVRTC_SUCCESS: return "NVRTC_SUCCESS";
  case NVRTC_ERROR_OUT_OF_MEMORY: return "NVRTC_ERROR_OUT_OF_MEMORY";
  case NVRTC_ERROR_INVALID_INPUT: return "NVRTC_ERROR_INVALID_INPUT";
  case NVRTC_ERROR_COMPILATION: return "NVRTC_ERROR_COMPILATION";
  default: return "NVRTC_ERROR (stand-in)";
  }
}

EXPORT nvrtcResult nvrtcCreateProgram(nvrtcProgram *prog, const char *src, const char *name, int nheaders,
                                      const char *const *headers, const char *const *include_names) {
  (void)headers, (void)include_names;
  if (!prog || !src || nheaders != 0) return NVRTC_ERROR_INVALID_INPUT;
  struct _nvrtcProgram *p = calloc(1, sizeof *p);
  if (!p) return NVRTC_ERROR_OUT_OF_MEMORY;
  p->src = strdup(src);
  p->name = strdup(name ? name : "default_program");
  p->log = strdup("");
  *prog = p;
  return NVRTC_SUCCESS;
}

EXPORT nvrtcResult nvrtcDestroyProgram(nvrtcProgram *prog) {
  if (!prog || !*prog) return NVRTC_ERROR_INVALID_PROGRAM;
  free((*prog)->src), free((*prog)->name), free((*prog)->log), free((*prog)->image);
  free(*prog);
  *prog = NULL;
  return NVRTC_SUCCESS;
}

/* Whether the kernels need fibers: barriers and warp intrinsics make a thread wait, atomics make
 * it let others run (standin_kernel.h). The
 * prelude mentions some of them, so only the text after it (the first kernel or device function)
 * is looked at. */
static int needs_fibers(const char *src) {
  const char *body = strstr(src, "\n/* kernel '");
  const char *core = strstr(src, "\nstatic __device__");
  if (!body || (core && core < body)) body = core;
  if (!body) return 1;
  static const char *const waits[] = {"__sync", "_sync(", "__activemask", "wf_laneid", "wf_lanemask_lt",
                                      "wf_eq_sync", "wf_match_all", "atomic"};
  for (size_t k = 0; k < sizeof waits / sizeof *waits; k++)
    if (strstr(body, waits[k])) return 1;
  return 0;
}

/* The C++ file: header, the text (extern __shared__ respelt), an entry per kernel. */
static int write_unit(const struct _nvrtcProgram *p, const char *path) {
  FILE *f = fopen(path, "w");
  if (!f) return -1;
  fprintf(f, "#define WF_SA_FIBERS %d\n#define WF_SA_COOP %d\n#include \"%s\"\n#line 1 \"%s\"\n",
          needs_fibers(p->src), strstr(p->src, "wf_grid_sync();") != NULL, STANDIN_HEADER, p->name);
  static const char ext[] = "extern __shared__";
  for (const char *s = p->src, *hit; *s; s = hit + sizeof ext - 1) {
    hit = strstr(s, ext);
    if (!hit) {
      fputs(s, f);
      break;
    }
    fprintf(f, "%.*sextern", (int)(hit - s), s);
  }
  fputs("\nWF_SA_CHECK_ARRAYS\n", f);
  static const char kern[] = "extern \"C\" __global__ void ";
  for (const char *s = strstr(p->src, kern); s; s = strstr(s + 1, kern)) {
    const char *name = s + sizeof kern - 1;
    fprintf(f, "\nWF_SA_ENTRY(%.*s)", (int)strcspn(name, "( "), name);
  }
  fputc('\n', f);
  return fclose(f);
}

/* Runs argv with stderr into log_path; the exit status (-1 when it could not run). */
static int run(char *const argv[], const char *log_path) {
  pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    int fd = open(log_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd >= 0) dup2(fd, 2), dup2(fd, 1);
    execvp(argv[0], argv);
    _exit(127);
  }
  int status = 0;
  if (waitpid(pid, &status, 0) < 0) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static char *slurp(const char *path, size_t *n) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long len = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *buf = malloc((size_t)(len > 0 ? len : 0) + 1);
  size_t got = buf ? fread(buf, 1, (size_t)len, f) : 0;
  fclose(f);
  if (!buf) return NULL;
  buf[got] = 0;
  *n = got;
  return buf;
}

/* g++'s "file:LINE:COL: error: ..." as NVRTC writes it, "file(LINE): error: ...", so that Weft
 * quotes the generated line it names. */
static char *nvrtc_style_log(const char *log) {
  char *out = malloc(strlen(log) + 1), *o = out;
  for (const char *s = log; *s;) {
    const char *colon = strchr(s, ':'), *eol = s + strcspn(s, "\n");
    int line = 0, col = 0, used = 0;
    if (colon && colon < eol && sscanf(colon, ":%d:%d:%n", &line, &col, &used) == 2 && used) {
      o += sprintf(o, "%.*s(%d):", (int)(colon - s), s, line);
      s = colon + used;
    }
    size_t rest = strcspn(s, "\n") + (s[strcspn(s, "\n")] == '\n');
    memcpy(o, s, rest), o += rest, s += rest;
  }
  *o = 0;
  return out;
}

/* A failure of the stand-in itself (no compiler, no temporary folder), in the log. */
static nvrtcResult fail(struct _nvrtcProgram *p, const char *what) {
  free(p->log);
  p->log = strdup(what);
  return NVRTC_ERROR_COMPILATION;
}

EXPORT nvrtcResult nvrtcCompileProgram(nvrtcProgram p, int nopts, const char *const *opts) {
  (void)nopts, (void)opts; /* exact and fast mode compile alike: x86-64 has no fma without -mfma */
  if (!p) return NVRTC_ERROR_INVALID_PROGRAM;
  const char *tmp = getenv("TMPDIR");
  char dir[4096], unit[4200], obj[4200], log[4200];
  snprintf(dir, sizeof dir, "%s/weft-standin-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(dir)) return fail(p, "stand-in: cannot make a temporary folder");
  snprintf(unit, sizeof unit, "%s/unit.cpp", dir);
  snprintf(obj, sizeof obj, "%s/unit.so", dir);
  snprintf(log, sizeof log, "%s/log", dir);
  const char *cxx = getenv("WEFT_STANDIN_CXX");
  char *argv[] = {(char *)(cxx && *cxx ? cxx : "g++"), "-std=c++17", "-O1", "-fPIC", "-shared", "-ffp-contract=off",
                  "-fno-fast-math", "-w", "-o", obj, unit, NULL};
  standin_log("compile", p->name);
  nvrtcResult rc = NVRTC_SUCCESS;
  if (write_unit(p, unit) != 0) rc = fail(p, "stand-in: cannot write the C++ file");
  else if (run(argv, log) != 0) {
    size_t n = 0;
    char *text = slurp(log, &n);
    free(p->log);
    p->log = nvrtc_style_log(text ? text : "stand-in: the compiler did not run\n");
    free(text);
    rc = NVRTC_ERROR_COMPILATION;
  } else {
    size_t n = 0;
    char *so = slurp(obj, &n);
    if (!so) rc = fail(p, "stand-in: cannot read the compiled object");
    else {
      free(p->image);
      p->size = 8 + sizeof(uint64_t) + n;
      p->image = malloc(p->size);
      uint64_t len = n;
      memcpy(p->image, MAGIC, 8);
      memcpy(p->image + 8, &len, sizeof len);
      memcpy(p->image + 8 + sizeof len, so, n);
      free(so);
    }
  }
  if (!getenv("WEFT_STANDIN_KEEP")) unlink(unit), unlink(obj), unlink(log), rmdir(dir);
  return rc;
}

EXPORT nvrtcResult nvrtcGetProgramLogSize(nvrtcProgram p, size_t *n) {
  *n = strlen(p->log) + 1;
  return NVRTC_SUCCESS;
}

EXPORT nvrtcResult nvrtcGetProgramLog(nvrtcProgram p, char *log) {
  strcpy(log, p->log);
  return NVRTC_SUCCESS;
}

static nvrtcResult image_size(nvrtcProgram p, size_t *n) {
  if (!p->image) return NVRTC_ERROR_INVALID_PROGRAM;
  *n = p->size;
  return NVRTC_SUCCESS;
}

static nvrtcResult image(nvrtcProgram p, char *out) {
  if (!p->image) return NVRTC_ERROR_INVALID_PROGRAM;
  memcpy(out, p->image, p->size);
  return NVRTC_SUCCESS;
}

EXPORT nvrtcResult nvrtcGetPTXSize(nvrtcProgram p, size_t *n) { return image_size(p, n); }
EXPORT nvrtcResult nvrtcGetPTX(nvrtcProgram p, char *out) { return image(p, out); }
EXPORT nvrtcResult nvrtcGetCUBINSize(nvrtcProgram p, size_t *n) { return image_size(p, n); }
EXPORT nvrtcResult nvrtcGetCUBIN(nvrtcProgram p, char *out) { return image(p, out); }
