/* test_gpu_cache.c — gpu/gpu_cache.c: a stored entry is found again (hit), a different option,
 * arch or NVRTC version is a different key (miss), the least recently used entries go when the
 * folder passes its cap, and a corrupt or truncated entry is a miss that removes the file.
 * Each test works in a fresh folder under /tmp named by WEFT_CACHE_DIR. */
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "unit.h"

#include "../../vm/base/config.h"
#include "../../gpu/gpu.h"

static char dir[256];

static int fresh_dir(void **state) {
  (void)state;
  snprintf(dir, sizeof dir, "/tmp/weft-cache-test.XXXXXX");
  if (!mkdtemp(dir)) return -1;
  setenv("WEFT_CACHE_DIR", dir, 1);
  unsetenv("WEFT_CACHE_MAX_BYTES");
  weft_config_load_env(); /* the settings read the environment again */
  return 0;
}

static int remove_dir(void **state) {
  (void)state;
  DIR *d = opendir(dir);
  if (d) {
    char path[600];
    for (struct dirent *de; (de = readdir(d));) {
      if (de->d_name[0] == '.') continue;
      snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
      unlink(path);
    }
    closedir(d);
  }
  rmdir(dir);
  return 0;
}

static const char *const opts_exact[] = {"--gpu-architecture=sm_90", "--fmad=false", NULL};
static const char *const opts_fast[] = {"--gpu-architecture=sm_90", "--fmad=true", NULL};

static int count_entries(void) {
  int n = 0;
  DIR *d = opendir(dir);
  for (struct dirent *de; d && (de = readdir(d));) n += strstr(de->d_name, ".wfc") != NULL;
  if (d) closedir(d);
  return n;
}

/* Sets an entry's last use to `age` seconds ago, so recency does not depend on timing. */
static void age_entry(const char *key, int age) {
  char path[600];
  snprintf(path, sizeof path, "%s/%s.wfc", dir, key);
  struct timespec ts[2];
  clock_gettime(CLOCK_REALTIME, &ts[0]);
  ts[0].tv_sec -= age;
  ts[1] = ts[0];
  assert_int_equal(utimensat(AT_FDCWD, path, ts, 0), 0);
}

static void test_hit_returns_the_stored_bytes(void **state) {
  (void)state;
  char key[GPU_KEY_LEN + 1];
  gpu_cache_key("__global__ void k() {}", opts_exact, "sm_90", "13.0", key);
  assert_int_equal(strlen(key), GPU_KEY_LEN);
  unsigned char *data = NULL;
  size_t size = 0;
  assert_false(gpu_cache_get(key, &data, &size));
  assert_true(gpu_cache_put(key, "CUBIN\0bytes", 11));
  assert_true(gpu_cache_get(key, &data, &size));
  assert_int_equal(size, 11);
  assert_memory_equal(data, "CUBIN\0bytes", 11);
  free(data);
  assert_int_equal(count_entries(), 1);
}

static void test_options_arch_and_version_change_the_key(void **state) {
  (void)state;
  const char *src = "__global__ void k() {}";
  char k1[GPU_KEY_LEN + 1], k2[GPU_KEY_LEN + 1], k3[GPU_KEY_LEN + 1], k4[GPU_KEY_LEN + 1], k5[GPU_KEY_LEN + 1];
  gpu_cache_key(src, opts_exact, "sm_90", "13.0", k1);
  gpu_cache_key(src, opts_fast, "sm_90", "13.0", k2);
  gpu_cache_key(src, opts_exact, "sm_80", "13.0", k3);
  gpu_cache_key(src, opts_exact, "sm_90", "13.1", k4);
  gpu_cache_key("__global__ void k2() {}", opts_exact, "sm_90", "13.0", k5);
  assert_string_not_equal(k1, k2);
  assert_string_not_equal(k1, k3);
  assert_string_not_equal(k1, k4);
  assert_string_not_equal(k1, k5);
  assert_true(gpu_cache_put(k1, "exact", 5));
  unsigned char *data = NULL;
  size_t size = 0;
  assert_false(gpu_cache_get(k2, &data, &size)); /* the same source with --fmad=true: a miss */
  assert_true(gpu_cache_get(k1, &data, &size));
  free(data);
}

static void test_eviction_removes_least_recently_used(void **state) {
  (void)state;
  char keys[4][GPU_KEY_LEN + 1];
  char payload[1000];
  memset(payload, 'x', sizeof payload);
  for (int k = 0; k < 3; k++) {
    char src[32];
    snprintf(src, sizeof src, "kernel %d", k);
    gpu_cache_key(src, opts_exact, "sm_90", "13.0", keys[k]);
    assert_true(gpu_cache_put(keys[k], payload, sizeof payload));
    age_entry(keys[k], 100 - 10 * k); /* 0 oldest, 2 newest */
  }
  /* using entry 0 makes entry 1 the least recently used */
  unsigned char *data = NULL;
  size_t size = 0;
  assert_true(gpu_cache_get(keys[0], &data, &size));
  free(data);
  setenv("WEFT_CACHE_MAX_BYTES", "3K", 1); /* room for three 1024-byte entries, not four */
  weft_config_load_env(); /* the settings read the environment again */
  gpu_cache_key("kernel 3", opts_exact, "sm_90", "13.0", keys[3]);
  assert_true(gpu_cache_put(keys[3], payload, sizeof payload));
  assert_int_equal(count_entries(), 3); /* entry 1 went; 0, 2 and 3 stay */
  assert_false(gpu_cache_get(keys[1], &data, &size));
  assert_true(gpu_cache_get(keys[0], &data, &size));
  free(data);
  assert_true(gpu_cache_get(keys[3], &data, &size));
  free(data);
  assert_true(gpu_cache_get(keys[2], &data, &size));
  free(data);
}

static void test_corrupt_entry_is_a_miss_and_removed(void **state) {
  (void)state;
  char key[GPU_KEY_LEN + 1], path[600];
  gpu_cache_key("kernel", opts_exact, "sm_90", "13.0", key);
  assert_true(gpu_cache_put(key, "0123456789", 10));
  snprintf(path, sizeof path, "%s/%s.wfc", dir, key);
  FILE *fp = fopen(path, "r+b");
  assert_non_null(fp);
  fseek(fp, -3, SEEK_END);
  fputc('!', fp); /* a flipped payload byte: the checksum no longer matches */
  fclose(fp);
  unsigned char *data = NULL;
  size_t size = 0;
  assert_false(gpu_cache_get(key, &data, &size));
  assert_int_equal(access(path, F_OK), -1);
  /* a truncated entry (a header cut short) is a miss as well */
  assert_true(gpu_cache_put(key, "0123456789", 10));
  assert_int_equal(truncate(path, 12), 0);
  assert_false(gpu_cache_get(key, &data, &size));
  /* and the next store works again */
  assert_true(gpu_cache_put(key, "fresh", 5));
  assert_true(gpu_cache_get(key, &data, &size));
  assert_memory_equal(data, "fresh", 5);
  free(data);
}

static void read_cap(void *ud) {
  (void)ud;
  gpu_cache_cap();
}

static void test_cap_parsing_and_bad_keys(void **state) {
  (void)state;
  setenv("WEFT_CACHE_MAX_BYTES", "2M", 1);
  weft_config_load_env(); /* the settings read the environment again */
  assert_int_equal(gpu_cache_cap(), 2 << 20);
  setenv("WEFT_CACHE_MAX_BYTES", "12345", 1);
  weft_config_load_env(); /* the settings read the environment again */
  assert_int_equal(gpu_cache_cap(), 12345);
  const char *bad[] = {"lots", "-5", "1.5M", "3T", "99999999999G"};
  for (size_t k = 0; k < sizeof bad / sizeof *bad; k++) {
    char msg[200];
    setenv("WEFT_CACHE_MAX_BYTES", bad[k], 1);
    weft_config_load_env(); /* the settings read the environment again */
    snprintf(msg, sizeof msg,
             "WEFT_CACHE_MAX_BYTES=%s: expected a whole number of bytes, K, M or G allowed (e.g. 256M)", bad[k]);
    expect_raise(read_cap, NULL, RT_EXC_ValueError, msg);
  }
  unsetenv("WEFT_CACHE_MAX_BYTES");
  weft_config_load_env(); /* the settings read the environment again */
  assert_int_equal(gpu_cache_cap(), 256ll << 20);
  unsigned char *data = NULL;
  size_t size = 0;
  assert_false(gpu_cache_put("../escape", "x", 1));
  assert_false(gpu_cache_get("../escape", &data, &size));
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_hit_returns_the_stored_bytes, fresh_dir, remove_dir),
      cmocka_unit_test_setup_teardown(test_options_arch_and_version_change_the_key, fresh_dir, remove_dir),
      cmocka_unit_test_setup_teardown(test_eviction_removes_least_recently_used, fresh_dir, remove_dir),
      cmocka_unit_test_setup_teardown(test_corrupt_entry_is_a_miss_and_removed, fresh_dir, remove_dir),
      cmocka_unit_test_setup_teardown(test_cap_parsing_and_bad_keys, fresh_dir, remove_dir),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
