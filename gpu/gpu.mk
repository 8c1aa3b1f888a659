# gpu/gpu.mk — the GPU backend's build settings, included by the Makefile.
# Finds a CUDA toolkit at $(CUDA_HOME) or /usr/local/cuda (needs include/nvrtc.h and
# lib64/libnvrtc.so). With one: GPU_CFLAGS gets its include path and -DWEFT_HAVE_CUDA (the
# headers give the types and constants), and GPU_LDLIBS is only -ldl: NVRTC and the CUDA runtime
# are not linked but dlopen'ed on first use by gpu/gpu_cuda.c, so that starting weft does not
# load them (they cost several milliseconds per start). The program starts and runs anywhere;
# a missing library only makes the GPU unavailable, with a message naming it. Without a
# toolkit both stay empty and gpu/ compiles as a stub that reports "GPU backend not built".
CUDA_HOME ?= /usr/local/cuda
GPU_CUDA_OK := $(and $(wildcard $(CUDA_HOME)/include/nvrtc.h),$(wildcard $(CUDA_HOME)/lib64/libnvrtc.so))
ifneq ($(GPU_CUDA_OK),)
GPU_CFLAGS := -DWEFT_HAVE_CUDA -isystem $(CUDA_HOME)/include
GPU_LDLIBS := -ldl
else
GPU_CFLAGS :=
GPU_LDLIBS :=
endif

# Objects of gpu/ are rebuilt when the settings above change (a toolkit installed or removed):
# they depend on a stamp holding the flags. Needs OBJ, SWITCH_OBJ and ASAN_OBJ defined first.
GPU_STAMP := build/gpu-flags.stamp
$(GPU_STAMP): FORCE
	@mkdir -p $(dir $@)
	@echo '$(GPU_CFLAGS) $(GPU_LDLIBS)' | cmp -s - $@ || echo '$(GPU_CFLAGS) $(GPU_LDLIBS)' > $@
FORCE:
$(filter %/gpu_cuda.o %/gpu_nvrtc.o %/gpu_runtime.o %/gpu_memory.o,$(OBJ) $(SWITCH_OBJ) $(ASAN_OBJ) $(FUZZ_OBJ)): $(GPU_STAMP)
