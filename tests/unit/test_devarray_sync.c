/* test_devarray_sync.c — vm/numba/devarray_sync.c, the coherence of device-array memory, against
 * a fake engine's device memory (malloc'd "device" buffers, counted copies): a GPU launch uploads
 * only a stale device copy, host reads download only a stale mirror, writes invalidate the other copy (a
 * whole-buffer write without downloading), records are shared by every array over one buffer
 * and found from interior pointers, a failed upload changes nothing, and without a device
 * nothing is ever copied; to_device and copy_to_host copy once, straight between the host array
 * and the device, while a device exists. Also the same rules through DeviceArray objects. */
#include <stdlib.h>
#include <string.h>

#include "unit.h"

#include "../../vm/numba/devarray.h"
#include "../../vm/kir/kir_engine.h"
#include "../../vm/numba/devarray_sync.h"

static int allocs, releases, uploads, downloads;
static bool fail_upload;

static void *fake_alloc(void *self, size_t bytes) {
  (void)self;
  allocs++;
  return calloc(1, bytes);
}
static void fake_release(void *self, void *dev) {
  (void)self;
  releases++;
  free(dev);
}
static void fake_upload(void *self, void *dev, const void *host, size_t bytes) {
  (void)self;
  if (fail_upload) rt_raise(RT_EXC_RuntimeError, "cudaMemcpyAsync (host to device) failed: out of memory");
  uploads++;
  memcpy(dev, host, bytes);
}
static void fake_download(void *self, void *host, const void *dev, size_t bytes) {
  (void)self;
  downloads++;
  memcpy(host, dev, bytes);
}
/* An engine with nothing but device memory: what devarray_sync.c uses of one. */
static const KirEngine fake = {.name = "fake",
                               .caps = {.device_memory = true},
                               .mem_alloc = fake_alloc,
                               .mem_free = fake_release,
                               .mem_upload = fake_upload,
                               .mem_download = fake_download};

static int with_device(void **state) {
  (void)state;
  allocs = releases = uploads = downloads = 0;
  fail_upload = false;
  kir_engine_use_memory(&fake);
  return 0;
}

static int without_device(void **state) {
  with_device(state);
  kir_engine_use_memory(NULL);
  return 0;
}

static void test_gpu_launch_uploads_only_a_stale_device_copy(void **state) {
  (void)state;
  char host[64] = "mirror";
  RtDevMem *m = rt_devmem_acquire(host, sizeof host);
  assert_int_equal(m->valid, RT_DEVMEM_HOST);
  char *dev = rt_devmem_device(m);
  assert_int_equal(allocs, 1);
  assert_int_equal(uploads, 1);
  assert_string_equal(dev, "mirror");
  assert_int_equal(m->valid, RT_DEVMEM_DEVICE);
  assert_ptr_equal(rt_devmem_device(m), dev); /* the second launch: nothing moves */
  assert_int_equal(uploads, 1);
  assert_int_equal(allocs, 1);
  rt_devmem_release(m);
  assert_int_equal(releases, 1);
}

static void test_host_read_downloads_once_and_keeps_both(void **state) {
  (void)state;
  char host[16] = "old";
  RtDevMem *m = rt_devmem_acquire(host, sizeof host);
  char *dev = rt_devmem_device(m);
  strcpy(dev, "kernel wrote");
  rt_devmem_host_read(m);
  assert_string_equal(host, "kernel wrote");
  assert_int_equal(m->valid, RT_DEVMEM_HOST | RT_DEVMEM_DEVICE);
  rt_devmem_host_read(m);
  assert_int_equal(downloads, 1);
  rt_devmem_device(m); /* both were current: no upload */
  assert_int_equal(uploads, 1);
  rt_devmem_release(m);
}

static void test_host_write_invalidates_the_device_copy(void **state) {
  (void)state;
  char host[16] = "abc";
  RtDevMem *m = rt_devmem_acquire(host, sizeof host);
  char *dev = rt_devmem_device(m);
  dev[0] = 'X';
  rt_devmem_host_write(m, false); /* a partial write: the mirror must be current first */
  assert_int_equal(downloads, 1);
  assert_int_equal(host[0], 'X');
  assert_int_equal(m->valid, RT_DEVMEM_HOST);
  host[1] = 'Y';
  rt_devmem_device(m);
  assert_int_equal(uploads, 2);
  assert_int_equal(dev[1], 'Y');
  rt_devmem_host_write(m, true); /* a whole write: nothing to download */
  assert_int_equal(downloads, 1);
  assert_int_equal(m->valid, RT_DEVMEM_HOST);
  rt_devmem_release(m);
}

static void test_records_are_shared_and_found_inside(void **state) {
  (void)state;
  char a[32], b[32];
  RtDevMem *ma = rt_devmem_acquire(a, sizeof a), *mb = rt_devmem_acquire(b, sizeof b);
  assert_ptr_equal(rt_devmem_acquire(a, sizeof a), ma);
  assert_int_equal(ma->refs, 2);
  assert_int_equal(rt_devmem_count(), 2);
  assert_ptr_equal(rt_devmem_find(a + 31), ma);
  assert_ptr_equal(rt_devmem_find(b), mb);
  char c;
  assert_null(rt_devmem_find(&c));
  RtDevMem *empty = rt_devmem_acquire(a, 0); /* size 0: a record of its own, never registered */
  assert_ptr_not_equal(empty, ma);
  assert_int_equal(rt_devmem_count(), 2);
  rt_devmem_release(empty);
  rt_devmem_release(ma);
  assert_int_equal(rt_devmem_count(), 2);
  rt_devmem_release(ma);
  rt_devmem_release(mb);
  assert_int_equal(rt_devmem_count(), 0);
  assert_null(rt_devmem_find(a));
}

static RtDevMem *upload_target;
static void upload(void *ud) {
  (void)ud;
  rt_devmem_device(upload_target);
}

static void test_failed_upload_changes_nothing(void **state) {
  (void)state;
  char host[8] = "keep";
  upload_target = rt_devmem_acquire(host, sizeof host);
  fail_upload = true;
  expect_raise(upload, NULL, RT_EXC_RuntimeError, "cudaMemcpyAsync (host to device) failed: out of memory");
  assert_int_equal(upload_target->valid, RT_DEVMEM_HOST);
  fail_upload = false;
  char *dev = rt_devmem_device(upload_target);
  assert_string_equal(dev, "keep");
  assert_int_equal(allocs, 1); /* the buffer of the failed attempt is reused */
  rt_devmem_release(upload_target);
}

static void test_without_a_device_nothing_moves(void **state) {
  (void)state;
  char host[8] = "x";
  RtDevMem *m = rt_devmem_acquire(host, sizeof host);
  rt_devmem_sync_for_host(host);
  rt_devmem_host_read(m);
  rt_devmem_host_write(m, false);
  assert_int_equal(m->valid, RT_DEVMEM_HOST);
  assert_null(m->dev);
  rt_devmem_release(m);
  assert_int_equal(allocs + uploads + downloads + releases, 0);
}

static void test_simulator_launch_takes_the_mirror_back(void **state) {
  (void)state;
  char host[8] = "h";
  RtDevMem *m = rt_devmem_acquire(host, sizeof host);
  char *dev = rt_devmem_device(m);
  dev[0] = 'd';
  rt_devmem_sync_for_host(host + 3);
  assert_int_equal(host[0], 'd');
  assert_int_equal(m->valid, RT_DEVMEM_HOST);
  rt_devmem_release(m);
}

static void test_device_arrays_share_one_record(void **state) {
  (void)state;
  int64_t shape[1] = {8};
  Value d = rt_devarray_empty(DT_FLOAT32, 1, shape);
  Value again = rt_devarray_wrap(RT_AS(DeviceArray, d)->array);
  RtDevMem *m = RT_AS(DeviceArray, d)->mem;
  assert_ptr_equal(RT_AS(DeviceArray, again)->mem, m);
  float *dev = rt_devmem_device(m);
  dev[2] = 7.5f;
  Value host = rt_devarray_to_host(d);
  assert_true(((float *)RT_AS(Array, host)->data)[2] == 7.5f);
  assert_int_equal(downloads, 1);
  rt_decref(host);
  rt_decref(again);
  rt_decref(d);
  assert_int_equal(releases, 1);
  assert_int_equal(rt_devmem_count(), 0);
}

static void test_copies_that_skip_the_mirror(void **state) {
  (void)state;
  char host[8] = "mirror", src[8] = "source", dst[8] = "";
  RtDevMem *m = rt_devmem_acquire(host, sizeof host);
  assert_false(rt_devmem_read_into(m, dst)); /* the mirror is current: copy from it */
  assert_true(rt_devmem_upload_from(m, src));
  assert_int_equal(m->valid, RT_DEVMEM_DEVICE);
  assert_string_equal(host, "mirror"); /* left stale */
  assert_true(rt_devmem_read_into(m, dst));
  assert_string_equal(dst, "source");
  assert_int_equal(m->valid, RT_DEVMEM_DEVICE);
  rt_devmem_host_read(m);
  assert_string_equal(host, "source");
  assert_false(rt_devmem_read_into(m, dst));
  assert_int_equal(uploads + downloads, 3);
  rt_devmem_release(m);
  kir_engine_use_memory(NULL);
  m = rt_devmem_acquire(host, sizeof host);
  assert_false(rt_devmem_upload_from(m, src)); /* no device: the caller fills the mirror */
  rt_devmem_release(m);
}

static void test_to_device_and_back_copy_once(void **state) {
  (void)state;
  int64_t shape[1] = {4};
  Value a = rt_array_new(DT_FLOAT64, 1, shape, true);
  ((double *)RT_AS(Array, a)->data)[3] = 2.5;
  Value d = rt_devarray_from_host(a);
  assert_int_equal(uploads, 1); /* straight to the device */
  assert_int_equal(RT_AS(DeviceArray, d)->mem->valid, RT_DEVMEM_DEVICE);
  Value back = rt_devarray_to_host(d);
  assert_int_equal(downloads, 1); /* straight from the device */
  assert_true(((double *)RT_AS(Array, back)->data)[3] == 2.5);
  assert_int_equal(RT_AS(DeviceArray, d)->mem->valid, RT_DEVMEM_DEVICE);
  rt_decref(back);
  rt_decref(d);
  rt_decref(a);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup(test_gpu_launch_uploads_only_a_stale_device_copy, with_device),
      cmocka_unit_test_setup(test_host_read_downloads_once_and_keeps_both, with_device),
      cmocka_unit_test_setup(test_host_write_invalidates_the_device_copy, with_device),
      cmocka_unit_test_setup(test_records_are_shared_and_found_inside, with_device),
      cmocka_unit_test_setup(test_failed_upload_changes_nothing, with_device),
      cmocka_unit_test_setup(test_without_a_device_nothing_moves, without_device),
      cmocka_unit_test_setup(test_simulator_launch_takes_the_mirror_back, with_device),
      cmocka_unit_test_setup(test_device_arrays_share_one_record, with_device),
      cmocka_unit_test_setup(test_copies_that_skip_the_mirror, with_device),
      cmocka_unit_test_setup(test_to_device_and_back_copy_once, with_device),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
