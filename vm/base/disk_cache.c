/* disk_cache.c — the on-disk cache of compiled code (disk_cache.h), shared by the engines that
 * compile: the GPU backend's cubins and PTX, the CPU engine's shared objects. One file per entry,
 * <dir>/<key>.wfc: a header (magic, payload length, payload checksum) and the payload. Entries
 * are written to a temporary file and renamed into place, so a reader never sees half an entry;
 * a corrupt one (bad magic, length or checksum) is deleted and counts as a miss. Recency is the
 * file's modification time, refreshed on every hit; after each store the least recently used
 * entries are deleted until the folder is within the size cap.
 * Nothing here raises but a malformed WEFT_CACHE_MAX_BYTES: a cache that cannot be read or
 * written only costs a compile. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "config.h"
#include "disk_cache.h"
#include "error.h"

#define MAGIC "WEFTCC1\n"
#define HEADER 24 /* magic, length, checksum: 8 bytes each */
#define SUFFIX ".wfc"
#define DEFAULT_CAP (256ll << 20)

static uint64_t fnv1a(uint64_t h, const void *data, size_t n) {
  const unsigned char *p = data;
  for (size_t k = 0; k < n; k++) h = (h ^ p[k]) * 0x100000001b3ull;
  return h;
}

void rt_cache_key_init(RtCacheKey *k) {
  k->h[0] = 0xcbf29ce484222325ull;
  k->h[1] = 0x84222325cbf29ce4ull;
}

void rt_cache_key_add(RtCacheKey *k, const void *data, size_t n) {
  for (int i = 0; i < 2; i++) k->h[i] = fnv1a(k->h[i], data, n);
}

void rt_cache_key_add_str(RtCacheKey *k, const char *s) { rt_cache_key_add(k, s, strlen(s) + 1); }

void rt_cache_key_hex(const RtCacheKey *k, char key[RT_CACHE_KEY_LEN + 1]) {
  snprintf(key, RT_CACHE_KEY_LEN + 1, "%016llx%016llx", (unsigned long long)k->h[0], (unsigned long long)k->h[1]);
}

const char *rt_cache_dir(char *buf, size_t n) {
  const char *dir = weft_config()->cache_dir;
  if (dir && *dir) snprintf(buf, n, "%s", dir);
  else snprintf(buf, n, "%s/.cache/weft", getenv("HOME") ? getenv("HOME") : "/tmp");
  return buf;
}

/* A malformed cap is the user's mistake, reported rather than replaced by the default (the one
 * raise here; the compilers ask for the cap before it touches the cache). */
int64_t rt_cache_cap(void) {
  const char *s = weft_config()->cache_max_bytes;
  if (!s || !*s) return DEFAULT_CAP;
  char *end;
  errno = 0;
  long long v = strtoll(s, &end, 10);
  int shift = 0;
  switch (*end) {
  case 'k': case 'K': shift = 10; end++; break;
  case 'm': case 'M': shift = 20; end++; break;
  case 'g': case 'G': shift = 30; end++; break;
  default: break;
  }
  if (end == s || *s < '0' || *s > '9' || *end || errno || v > (INT64_MAX >> shift))
    rt_raise(RT_EXC_ValueError, "WEFT_CACHE_MAX_BYTES=%s: expected a whole number of bytes, K, M or G allowed (e.g. 256M)", s);
  return (int64_t)v << shift;
}

static bool valid_key(const char *key) {
  if (strlen(key) != RT_CACHE_KEY_LEN) return false;
  for (const char *p = key; *p; p++)
    if (!((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f'))) return false;
  return true;
}

static void entry_path(const char *key, char *buf, size_t n) {
  char dir[4096];
  snprintf(buf, n, "%s/%s" SUFFIX, rt_cache_dir(dir, sizeof dir), key);
}

bool rt_make_dirs(const char *path) {
  char buf[4096];
  snprintf(buf, sizeof buf, "%s", path);
  for (char *p = buf + 1; ; p++) {
    if (*p != '/' && *p) continue;
    char c = *p;
    *p = 0;
    if (mkdir(buf, 0755) != 0 && errno != EEXIST) return false;
    *p = c;
    if (!c) return true;
  }
}

static bool read_all(const char *path, unsigned char **data, size_t *size) {
  FILE *fp = fopen(path, "rb");
  if (!fp) return false;
  bool ok = fseek(fp, 0, SEEK_END) == 0;
  long n = ok ? ftell(fp) : -1;
  ok = n >= 0 && fseek(fp, 0, SEEK_SET) == 0;
  unsigned char *buf = ok ? malloc((size_t)n + 1) : NULL;
  ok = buf && fread(buf, 1, (size_t)n, fp) == (size_t)n;
  fclose(fp);
  if (!ok) {
    free(buf);
    return false;
  }
  *data = buf;
  *size = (size_t)n;
  return true;
}

bool rt_cache_get(const char *key, unsigned char **data, size_t *size) {
  if (!valid_key(key)) return false;
  char path[4200];
  entry_path(key, path, sizeof path);
  unsigned char *buf;
  size_t n;
  if (!read_all(path, &buf, &n)) return false;
  uint64_t len = 0, sum = 0;
  if (n >= HEADER) {
    memcpy(&len, buf + 8, 8);
    memcpy(&sum, buf + 16, 8);
  }
  if (n < HEADER || memcmp(buf, MAGIC, 8) != 0 || len != n - HEADER ||
      sum != fnv1a(0xcbf29ce484222325ull, buf + HEADER, (size_t)len)) {
    free(buf);
    unlink(path); /* corrupt: the next store replaces it */
    return false;
  }
  memmove(buf, buf + HEADER, (size_t)len);
  buf[len] = 0; /* PTX payloads are text */
  *data = buf;
  *size = (size_t)len;
  utimensat(AT_FDCWD, path, NULL, 0); /* most recently used now */
  return true;
}

typedef struct Entry {
  char name[64];
  int64_t size;
  struct timespec used;
} Entry;

static int older_first(const void *a, const void *b) {
  const Entry *x = a, *y = b;
  if (x->used.tv_sec != y->used.tv_sec) return x->used.tv_sec < y->used.tv_sec ? -1 : 1;
  if (x->used.tv_nsec != y->used.tv_nsec) return x->used.tv_nsec < y->used.tv_nsec ? -1 : 1;
  return strcmp(x->name, y->name);
}

/* Deletes least recently used entries (never `keep`, the one just stored) until the folder's
 * entries total at most the cap. */
static void evict(const char *dir, const char *keep) {
  DIR *d = opendir(dir);
  if (!d) return;
  Entry *es = NULL;
  size_t n = 0, cap = 0;
  int64_t total = 0;
  for (struct dirent *de; (de = readdir(d));) {
    size_t len = strlen(de->d_name);
    if (len != RT_CACHE_KEY_LEN + strlen(SUFFIX) || strcmp(de->d_name + RT_CACHE_KEY_LEN, SUFFIX) != 0) continue;
    char path[4200];
    struct stat st;
    snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
    if (stat(path, &st) != 0) continue;
    if (n == cap) {
      cap = cap ? 2 * cap : 64;
      Entry *grown = realloc(es, cap * sizeof *es);
      if (!grown) break;
      es = grown;
    }
    snprintf(es[n].name, sizeof es[n].name, "%s", de->d_name);
    es[n].size = st.st_size;
    es[n].used = st.st_mtim;
    total += st.st_size;
    n++;
  }
  closedir(d);
  int64_t limit = rt_cache_cap();
  if (n) qsort(es, n, sizeof *es, older_first);
  for (size_t k = 0; k < n && total > limit; k++) {
    if (strncmp(es[k].name, keep, RT_CACHE_KEY_LEN) == 0) continue;
    char path[4200];
    snprintf(path, sizeof path, "%s/%s", dir, es[k].name);
    if (unlink(path) == 0) total -= es[k].size;
  }
  free(es);
}

bool rt_cache_put(const char *key, const void *data, size_t size) {
  if (!valid_key(key)) return false;
  char dir[4096], tmp[4200], path[4200];
  rt_cache_dir(dir, sizeof dir);
  if (!rt_make_dirs(dir)) return false;
  snprintf(tmp, sizeof tmp, "%s/tmp.%ld.%s", dir, (long)getpid(), key);
  entry_path(key, path, sizeof path);
  FILE *fp = fopen(tmp, "wb");
  if (!fp) return false;
  uint64_t len = size, sum = fnv1a(0xcbf29ce484222325ull, data, size);
  bool ok = fwrite(MAGIC, 1, 8, fp) == 8 && fwrite(&len, 8, 1, fp) == 1 && fwrite(&sum, 8, 1, fp) == 1 &&
            fwrite(data, 1, size, fp) == size;
  ok = (fclose(fp) == 0) && ok;
  if (!ok || rename(tmp, path) != 0) {
    unlink(tmp);
    return false;
  }
  evict(dir, key);
  return true;
}
