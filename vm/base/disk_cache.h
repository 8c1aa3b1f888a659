/* disk_cache.h — the on-disk cache of compiled code, shared by the engines that compile (the GPU
 * backend's NVRTC images, the CPU engine's shared objects): entries by key, a size cap with
 * least-recently-used eviction. A cache that fails is a miss (only rt_cache_cap raises). */
#ifndef WEFT_BASE_DISK_CACHE_H
#define WEFT_BASE_DISK_CACHE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define RT_CACHE_KEY_LEN 32 /* hex digits */

/* A key: two 64-bit FNV-1a hashes from different seeds over everything added, in order. */
typedef struct RtCacheKey {
  uint64_t h[2];
} RtCacheKey;
void rt_cache_key_init(RtCacheKey *k);
void rt_cache_key_add(RtCacheKey *k, const void *data, size_t n);
/* s with its NUL, so that ("ab", "c") and ("a", "bc") differ. */
void rt_cache_key_add_str(RtCacheKey *k, const char *s);
void rt_cache_key_hex(const RtCacheKey *k, char key[RT_CACHE_KEY_LEN + 1]);

/* The cache folder: $WEFT_CACHE_DIR, else $HOME/.cache/weft. */
const char *rt_cache_dir(char *buf, size_t n);
/* The size cap in bytes: $WEFT_CACHE_MAX_BYTES (a whole number, optionally with K/M/G), default
 * 256M; raises ValueError naming the variable when it is anything else. */
int64_t rt_cache_cap(void);
/* On a hit, *data (malloc'd, NUL-terminated after *size bytes) and *size get the payload and the
 * entry becomes the most recently used. A corrupt entry is removed and counts as a miss. */
bool rt_cache_get(const char *key, unsigned char **data, size_t *size);
/* Stores the payload by writing a temporary file and renaming it into place, then evicts the
 * least recently used entries until the folder is within the cap. False on any I/O failure. */
bool rt_cache_put(const char *key, const void *data, size_t size);
/* mkdir -p: false when a folder on the way cannot be made. */
bool rt_make_dirs(const char *path);

#endif
