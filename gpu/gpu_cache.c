/* gpu_cache.c — the GPU backend's view of the on-disk cache of compiled code
 * (vm/base/disk_cache.c holds the entries, the cap and the eviction): the key of a kernel's image
 * is the hash of its CUDA C source, NVRTC's options, the architecture and NVRTC's version. */
#include <string.h>

#include "../vm/base/disk_cache.h"
#include "gpu.h"

void gpu_cache_key(const char *src, const char *const *opts, const char *arch, const char *nvrtc_version,
                   char key[GPU_KEY_LEN + 1]) {
  RtCacheKey k;
  rt_cache_key_init(&k);
  rt_cache_key_add_str(&k, src);
  for (int i = 0; opts && opts[i]; i++) rt_cache_key_add_str(&k, opts[i]);
  rt_cache_key_add(&k, "|", 1);
  rt_cache_key_add_str(&k, arch);
  rt_cache_key_add_str(&k, nvrtc_version);
  rt_cache_key_hex(&k, key);
}

const char *gpu_cache_dir(char *buf, size_t n) { return rt_cache_dir(buf, n); }
int64_t gpu_cache_cap(void) { return rt_cache_cap(); }
bool gpu_cache_get(const char *key, unsigned char **data, size_t *size) { return rt_cache_get(key, data, size); }
bool gpu_make_dirs(const char *path) { return rt_make_dirs(path); }
bool gpu_cache_put(const char *key, const void *data, size_t size) { return rt_cache_put(key, data, size); }
