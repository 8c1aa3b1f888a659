/* sim_cpu_cc.c — the CPU engine's compiler (sim_cpu.h): the system C compiler ($WEFT_CC, else
 * `cc` on the PATH) turns a unit into a shared object, which is loaded with dlopen and kept in
 * the on-disk cache (vm/base/disk_cache.c) under the hash of the source, the compiler's path
 * and version (the first line of `cc --version`) and the flags.
 *
 * The flags keep floating point exactly as the simulator computes it: -ffp-contract=off (no
 * fused multiply-add), no -ffast-math, and the C library's transcendental functions never
 * folded by the compiler (its folding rounds correctly, the library may not: the simulator
 * calls the library). -fvect-cost-model=dynamic lets gcc vectorise a loop over a block's
 * threads whose trip count it does not know (docs/cpu.md), -falign-loops=64 keeps short hot
 * loops from running 45% slower when other code moves them. Nothing here raises: a compiler that is missing or fails is one warning
 * line on stderr, and the caller runs the function in the simulator. */
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../vm/base/config.h"
#include "../vm/base/disk_cache.h"
#include "../vm/base/error.h"
#include "sim_cpu.h"

extern char **environ;

static const char *const flags[] = {
    "-std=gnu11", "-O2", "-fvect-cost-model=dynamic", "-falign-loops=64", "-fPIC", "-shared", "-ffp-contract=off", "-fno-strict-aliasing",
    "-Werror=implicit-function-declaration", "-fno-builtin-exp",
    "-fno-builtin-log", "-fno-builtin-sin", "-fno-builtin-cos", "-fno-builtin-tan", "-fno-builtin-tanh",
    "-fno-builtin-atan", "-fno-builtin-asin", "-fno-builtin-acos", "-fno-builtin-log10", "-fno-builtin-log2",
    "-fno-builtin-expm1", "-fno-builtin-log1p", "-fno-builtin-sinh", "-fno-builtin-cosh", "-fno-builtin-erf",
    "-fno-builtin-cbrt", "-fno-builtin-atan2", "-fno-builtin-pow", "-fno-builtin-powf", "-fno-builtin-hypot",
    "-fno-builtin-tgamma", "-fno-builtin-lgamma", "-fno-builtin-expf", "-fno-builtin-logf",
    "-fno-builtin-sinf", "-fno-builtin-cosf", "-fno-builtin-tanf", "-fno-builtin-tanhf", "-fno-builtin-atanf",
    "-fno-builtin-asinf", "-fno-builtin-acosf", "-fno-builtin-log10f", "-fno-builtin-log2f",
    "-fno-builtin-expm1f", "-fno-builtin-log1pf", "-fno-builtin-sinhf", "-fno-builtin-coshf",
    "-fno-builtin-asinhf", "-fno-builtin-acoshf", "-fno-builtin-atanhf", "-fno-builtin-atan2f",
    "-fno-builtin-hypotf", NULL};
#define NFLAGS (sizeof flags / sizeof flags[0] - 1)

static struct {
  bool probed, usable;
  char version[256]; /* the first line of `cc --version` */
} compiler;

const char *sim_cpu_cc(void) {
  const char *cc = weft_config()->cc;
  return cc && *cc ? cc : "cc";
}

/* Runs argv with stdout and stderr going to the file log: its exit status, or -1 with errno
 * when it could not start. */
static int run(char *const *argv, const char *log) {
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&fa, 1, 2);
  pid_t pid;
  int err = posix_spawnp(&pid, argv[0], &fa, NULL, argv, environ);
  posix_spawn_file_actions_destroy(&fa);
  if (err) return errno = err, -1;
  int status;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/* A fresh private folder for one compile: $TMPDIR/weft-cc-XXXXXX. */
static bool temp_dir(char *buf, size_t n) {
  const char *tmp = getenv("TMPDIR");
  snprintf(buf, n, "%s/weft-cc-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  return mkdtemp(buf) != NULL;
}

static void remove_dir(const char *dir, const char *const *names) {
  char path[4200];
  for (int k = 0; names[k]; k++) {
    snprintf(path, sizeof path, "%s/%s", dir, names[k]);
    unlink(path);
  }
  rmdir(dir);
}

static bool write_file(const char *path, const void *data, size_t n) {
  FILE *fp = fopen(path, "wb");
  if (!fp) return false;
  bool ok = fwrite(data, 1, n, fp) == n;
  return (fclose(fp) == 0) && ok;
}

static bool read_file(const char *path, unsigned char **data, size_t *n) {
  FILE *fp = fopen(path, "rb");
  if (!fp) return false;
  struct stat st;
  bool ok = fstat(fileno(fp), &st) == 0;
  unsigned char *buf = ok ? malloc((size_t)st.st_size + 1) : NULL;
  ok = buf && fread(buf, 1, (size_t)st.st_size, fp) == (size_t)st.st_size;
  fclose(fp);
  if (!ok) return free(buf), false;
  *data = buf;
  *n = (size_t)st.st_size;
  return true;
}

/* The compiler's program file, found as posix_spawnp finds it (a name with a slash as it is,
 * else the first executable of that name on $PATH), into buf; false when there is none. */
static bool resolve(const char *cc, char *buf, size_t n) {
  if (strchr(cc, '/')) return snprintf(buf, n, "%s", cc) < (int)n && access(buf, X_OK) == 0;
  const char *path = getenv("PATH");
  for (const char *p = path && *path ? path : "/usr/bin:/bin"; p;) {
    const char *end = strchr(p, ':');
    int len = end ? (int)(end - p) : (int)strlen(p);
    if (snprintf(buf, n, "%.*s/%s", len, len ? p : ".", cc) < (int)n && access(buf, X_OK) == 0) return true;
    p = end ? end + 1 : NULL;
  }
  return false;
}

/* The key under which the compiler's version line is cached: its path and the identity of the
 * file it leads to (device, inode, size, modification time, links followed), so that a cached
 * load does not start `cc --version` (a process start, most of a cached first call's time); an
 * upgraded or switched compiler is another file, hence another key and a fresh probe. */
static bool version_key(char key[RT_CACHE_KEY_LEN + 1]) {
  char path[4096];
  struct stat st;
  if (!resolve(sim_cpu_cc(), path, sizeof path) || stat(path, &st) != 0) return false;
  long long id[5] = {(long long)st.st_dev, (long long)st.st_ino, (long long)st.st_size, (long long)st.st_mtim.tv_sec,
                     (long long)st.st_mtim.tv_nsec};
  RtCacheKey k;
  rt_cache_key_init(&k);
  rt_cache_key_add_str(&k, "weft cpu engine: compiler version");
  rt_cache_key_add_str(&k, sim_cpu_cc());
  rt_cache_key_add_str(&k, path);
  rt_cache_key_add(&k, id, sizeof id);
  rt_cache_key_hex(&k, key);
  return true;
}

/* Whether the compiler runs, its version read once (from the cache when this compiler file
 * has been probed before); the first time it does not run, one warning. */
static bool probe(void) {
  if (compiler.probed) return compiler.usable;
  compiler.probed = true;
  char vkey[RT_CACHE_KEY_LEN + 1];
  bool keyed = version_key(vkey);
  unsigned char *cached;
  size_t cn;
  if (keyed && rt_cache_get(vkey, &cached, &cn)) {
    bool ok = cn > 0 && cn < sizeof compiler.version && !memchr(cached, '\n', cn) && !memchr(cached, 0, cn);
    if (ok) memcpy(compiler.version, cached, cn), compiler.version[cn] = 0;
    free(cached);
    if (ok) return compiler.usable = true;
  }
  char dir[4096], log[4200];
  if (!temp_dir(dir, sizeof dir)) {
    fprintf(stderr, "weft: warning: no folder for the C compiler in $TMPDIR (%s): @jit functions run in the simulator\n",
            strerror(errno));
    return false;
  }
  snprintf(log, sizeof log, "%s/version", dir);
  char *argv[] = {(char *)sim_cpu_cc(), "--version", NULL};
  int rc = run(argv, log);
  int err = errno;
  FILE *fp = rc == 0 ? fopen(log, "r") : NULL;
  if (fp && fgets(compiler.version, sizeof compiler.version, fp)) compiler.usable = true;
  if (fp) fclose(fp);
  remove_dir(dir, (const char *const[]){"version", NULL});
  compiler.version[strcspn(compiler.version, "\n")] = 0;
  if (compiler.usable && keyed && compiler.version[0]) rt_cache_put(vkey, compiler.version, strlen(compiler.version));
  if (!compiler.usable)
    fprintf(stderr, "weft: warning: no C compiler (%s: %s): @jit functions run in the simulator\n", sim_cpu_cc(),
            rc < 0 ? strerror(err) : rc == 0 ? "no version" : "--version failed");
  return compiler.usable;
}

static void cache_key(const char *src, char key[RT_CACHE_KEY_LEN + 1]) {
  RtCacheKey k;
  rt_cache_key_init(&k);
  rt_cache_key_add_str(&k, "weft cpu engine: shared object");
  rt_cache_key_add_str(&k, src);
  for (size_t i = 0; i < NFLAGS; i++) rt_cache_key_add_str(&k, flags[i]);
  rt_cache_key_add_str(&k, sim_cpu_cc());
  rt_cache_key_add_str(&k, compiler.version);
  rt_cache_key_hex(&k, key);
}

static char load_error[96];

static const char *dlerror_text(void) { return load_error; }

/* dlopen the shared object at path and find name in it; NULL when either fails. */
static void *load(const char *path, const char *name) {
  void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  void *fn = h ? dlsym(h, name) : NULL;
  if (!fn) snprintf(load_error, sizeof load_error, "%s", h ? "the function is missing" : "dlopen refused it");
  if (h && !fn) dlclose(h);
  return fn;
}

/* A cached object: written to a private file, loaded, and the file removed (the mapping stays). */
static void *load_cached(const char *key, const char *name) {
  unsigned char *data;
  size_t n;
  if (!rt_cache_get(key, &data, &n)) return NULL;
  char dir[4096], path[4200];
  void *fn = NULL;
  if (temp_dir(dir, sizeof dir)) {
    snprintf(path, sizeof path, "%s/f.so", dir);
    if (write_file(path, data, n)) fn = load(path, name);
    remove_dir(dir, (const char *const[]){"f.so", NULL});
  }
  free(data);
  return fn;
}

/* A failed compile keeps the C and the compiler's messages in <cache dir>/failed/NAME.{c,log}. */
static void keep_failure(const char *dir, const char *name, const char *pyname, int rc, int err) {
  char keep[4096], from[4200], to[4200];
  rt_cache_dir(keep, sizeof keep);
  size_t len = strlen(keep);
  snprintf(keep + len, sizeof keep - len, "/failed");
  bool kept = rt_make_dirs(keep);
  for (int k = 0; kept && k < 2; k++) { /* copied: the cache may be on another file system */
    const char *ext = k ? "log" : "c";
    unsigned char *data;
    size_t n;
    snprintf(from, sizeof from, "%s/f.%s", dir, ext);
    snprintf(to, sizeof to, "%s/%s.%s", keep, name, ext);
    kept = read_file(from, &data, &n);
    if (kept) kept = write_file(to, data, n), free(data);
  }
  char why[128];
  if (rc < 0) snprintf(why, sizeof why, "%s did not start: %s", sim_cpu_cc(), strerror(err));
  else if (rc == 0) snprintf(why, sizeof why, "%s made no loadable object: %s", sim_cpu_cc(), dlerror_text());
  else snprintf(why, sizeof why, "%s exited with status %d", sim_cpu_cc(), rc);
  if (kept)
    fprintf(stderr, "weft: warning: @jit function '%s' did not compile (%s): it runs in the simulator; its C and the compiler's messages are in %s/%s.c and .log\n",
            pyname, why, keep, name);
  else
    fprintf(stderr, "weft: warning: @jit function '%s' did not compile (%s): it runs in the simulator\n", pyname, why);
}

static void *compile(const char *key, const char *name, const char *unit, const char *pyname, const char *src) {
  char dir[4096], c_path[4200], so_path[4200], log[4200];
  if (!temp_dir(dir, sizeof dir)) return NULL;
  snprintf(c_path, sizeof c_path, "%s/f.c", dir);
  snprintf(so_path, sizeof so_path, "%s/f.so", dir);
  snprintf(log, sizeof log, "%s/f.log", dir);
  const char *const names[] = {"f.c", "f.so", "f.log", NULL};
  void *fn = NULL;
  if (write_file(c_path, src, strlen(src))) {
    char *argv[NFLAGS + 6];
    size_t n = 0;
    argv[n++] = (char *)sim_cpu_cc();
    for (size_t i = 0; i < NFLAGS; i++) argv[n++] = (char *)flags[i];
    argv[n++] = "-o", argv[n++] = so_path, argv[n++] = c_path, argv[n++] = "-lm", argv[n] = NULL;
    int rc = run(argv, log), err = errno;
    fn = rc == 0 ? load(so_path, name) : NULL;
    if (!fn) keep_failure(dir, unit, pyname, rc, err);
    unsigned char *so;
    size_t size;
    if (fn && read_file(so_path, &so, &size)) {
      rt_cache_put(key, so, size);
      free(so);
    }
  }
  remove_dir(dir, names);
  return fn;
}

void *sim_cpu_build(const char *name, const char *unit, const char *pyname, const char *src) {
  if (!probe()) return NULL;
  rt_cache_cap(); /* a malformed WEFT_CACHE_MAX_BYTES is reported now (ValueError), not at a store */
  char key[RT_CACHE_KEY_LEN + 1];
  cache_key(src, key);
  void *fn = load_cached(key, name);
  return fn ? fn : compile(key, name, unit, pyname, src);
}
