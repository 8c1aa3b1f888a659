# Makefile — builds `weft` and runs every test. Main targets:
#   make            build/weft
#   make run        deps, build, then run examples/tour.py
#   make test       deps, build, then all test suites (TEST_SUITES below)
#   make asan       build/asan/weft with ASan+UBSan, then the golden tests with it (leaks count)
#   make fuzz       libFuzzer over the whole pipeline for FUZZ_TIME seconds (default 3600; docs/crash.md)
#   make gpu-check  the kernel corpus in --mode=gpu against the simulator (skips without a GPU)
#   make calibrate  the profiler's kernel model against published ratios (gpu-calibrate: on a GPU)
#   make bench      benchmarks against CPython (+NumPy), Numba's @njit and its CUDA simulator, Markdown tables
#                   (see docs/benchmarks.md; the simulator rows take a few minutes: Numba is slow)
#   make install    PREFIX=/usr/local (DESTDIR honoured): weft and its Jupyter kernelspec
#   make kernelspec the Jupyter kernel for this user, running this tree's build/weft
#                   (KERNELSPEC_FLAGS=--prefix=DIR for another place; docs/jupyter.md)
#   make deps       install the Debian packages the build and tests need (as root)
# Sources are every .c under the engine folders; objects go to build/obj (build/switch/obj and
# build/asan/obj for the variant builds).
CC ?= cc
CFLAGS ?= -O2 -g
WEFT_CFLAGS := -std=c11 -Wall -Wextra -Werror -D_GNU_SOURCE $(CFLAGS)
LDLIBS := -lreadline -lgmp -lpcre2-8 -llapack -lblas -lffi -lunwind -lquadmath -lz -lcrypto -ldl -lm
# ICU's character properties and normalizers behind unicodedata (vm/py/unicodedata.c)
LDLIBS += -licuuc
# cairo draws matplotlib.pyplot's figures (vm/plot)
WEFT_CFLAGS += $(shell pkg-config --cflags cairo 2>/dev/null)
LDLIBS += $(shell pkg-config --libs cairo 2>/dev/null || echo -lcairo)
PYTHON := /usr/bin/python3
PREFIX ?= /usr/local
JOBS ?= $(shell nproc 2>/dev/null || echo 2)

SRC := $(shell find vm repl sim gpu prof dbg -name '*.c' 2>/dev/null | sort)
OBJ := $(SRC:%.c=build/obj/%.o)
# Everything but the command's main(): what the C unit tests link against.
LIB_OBJ := $(filter-out build/obj/repl/main.o,$(OBJ))

# Debug and stress switches (STYLE.md 12): the switch-dispatch build and the sanitizer build.
SWITCH_OBJ := $(SRC:%.c=build/switch/obj/%.o)
ASAN_OBJ := $(SRC:%.c=build/asan/obj/%.o)
ASAN_FLAGS := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
# Leak detection on: unwinding (rt_raise) runs the cleanups of the C frames it unwinds, so a
# program that ends with an error must free everything as one that ends normally does. A huge
# allocation returns NULL (a MemoryError, as in the release build) instead of stopping ASan.
ASAN_ENV := ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 UBSAN_OPTIONS=print_stacktrace=1 \
	LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan_suppressions.txt:print_suppressions=0

.DEFAULT_GOAL := all

# The GPU backend's toolkit detection (CUDA headers, NVRTC and cudart when present).
include gpu/gpu.mk
WEFT_CFLAGS += $(GPU_CFLAGS)
LDLIBS += $(GPU_LDLIBS)

UNIT_SRC := $(wildcard tests/unit/*.c)
UNIT_BIN := $(UNIT_SRC:tests/unit/%.c=build/unit/%)

DEPS_PKGS := gcc make libc6-dev libreadline-dev libgmp-dev liblapack-dev libblas-dev libcmocka-dev tmux python3 python3-numpy \
             python3-numba librsvg2-bin libffi-dev libunwind-dev python3-ipykernel jupyter-client \
             jupyter-nbconvert python3-nbclient jupyter-console clang libclang-rt-dev g++ pkg-config libcairo2-dev python3-matplotlib \
             libpcre2-dev python3-scipy zlib1g-dev libssl-dev libicu-dev tzdata
TEST_SUITES := layers unit runner-selftest golden golden-switch cli-test repl-test prof-test sim-test debug-test numerics-test \
               gpu-test gpu-standin-test jupyter-test plot-test cpu-mode-test fuzz-short

all: build/weft

build/weft: $(OBJ)
	$(CC) $(WEFT_CFLAGS) -o $@ $^ $(LDLIBS)

build/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(WEFT_CFLAGS) -MMD -MP -c $< -o $@

build/weft-switch: $(SWITCH_OBJ)
	$(CC) $(WEFT_CFLAGS) -o $@ $^ $(LDLIBS)

build/switch/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(WEFT_CFLAGS) -DWEFT_SWITCH_DISPATCH -MMD -MP -c $< -o $@

build/asan/weft: $(ASAN_OBJ)
	$(CC) $(WEFT_CFLAGS) $(ASAN_FLAGS) -o $@ $^ $(LDLIBS)

build/asan/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(WEFT_CFLAGS) $(ASAN_FLAGS) -MMD -MP -c $< -o $@

# The fuzzing build (docs/crash.md, "Fuzzing"): clang's libFuzzer with ASan+UBSan over every object
# but main(), and tests/fuzz/fuzz_weft.c as the entry point.
FUZZ_CC ?= clang
FUZZ_FLAGS := -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -O1 \
              -Wno-error -idirafter build/fuzz/include
# (-Wno-error: -Werror is for the gcc build, clang warns of other things; build/fuzz/include:
# gcc's quadmath.h alone, which clang does not ship; all of gcc's headers would replace clang's)
build/fuzz/include/quadmath.h:
	@mkdir -p $(dir $@)
	cp $(shell $(CC) -print-file-name=include)/quadmath.h $@
FUZZ_OBJ := $(LIB_OBJ:build/obj/%=build/fuzz/obj/%)
build/fuzz/weft-fuzz: tests/fuzz/fuzz_weft.c $(FUZZ_OBJ)
	$(FUZZ_CC) $(WEFT_CFLAGS) $(FUZZ_FLAGS) -fsanitize=fuzzer -o $@ $^ $(LDLIBS)

# The dispatch loops of the interpreter and the simulator (computed gotos) take clang many
# minutes with the sanitizers at -O1: they alone are built at -O0.
build/fuzz/obj/vm/host/interp.o build/fuzz/obj/sim/sim_exec.o: FUZZ_FLAGS += -O0
# The dispatch loop's computed gotos enter case blocks past their start, which ASan's scope
# poisoning reads as a use after scope (false reports at deep recursion): that check is off there.
build/fuzz/obj/vm/host/interp.o: FUZZ_FLAGS += -fno-sanitize-address-use-after-scope
build/fuzz/obj/%.o: %.c | build/fuzz/include/quadmath.h
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(WEFT_CFLAGS) $(FUZZ_FLAGS) -MMD -MP -c $< -o $@

# The build without a CUDA toolkit: gpu/ compiled without GPU_CFLAGS (its stub), the rest shared.
NOCUDA_OBJ := $(filter-out build/obj/gpu/%,$(OBJ)) $(patsubst gpu/%.c,build/nocuda/obj/gpu/%.o,$(filter gpu/%,$(SRC)))
build/nocuda/weft: $(NOCUDA_OBJ)
	$(CC) $(filter-out $(GPU_CFLAGS),$(WEFT_CFLAGS)) -o $@ $^ $(filter-out $(GPU_LDLIBS),$(LDLIBS))

build/nocuda/obj/gpu/%.o: gpu/%.c
	@mkdir -p $(dir $@)
	$(CC) $(filter-out $(GPU_CFLAGS),$(WEFT_CFLAGS)) -MMD -MP -c $< -o $@

build/unit/%: tests/unit/%.c $(LIB_OBJ)
	@mkdir -p $(dir $@)
	@echo "$(CC) ... -o $@ $< (+ every object but repl/main.o) -lcmocka"
	@$(CC) $(WEFT_CFLAGS) -MMD -MP -o $@ $< $(LIB_OBJ) -lcmocka $(LDLIBS)

-include $(OBJ:.o=.d) $(FUZZ_OBJ:.o=.d) $(NOCUDA_OBJ:.o=.d) $(SWITCH_OBJ:.o=.d) $(ASAN_OBJ:.o=.d) $(UNIT_BIN:=.d)

# The C library the ctypes golden tests load (tests/golden/ctypes/*.py, by relative path).
build/test/libweftffi.so: tests/ctypes_lib/lib.c
	@mkdir -p $(dir $@)
	$(CC) -O2 -shared -fPIC -o $@ $<

# The stand-in for NVRTC and the CUDA Runtime (tests/gpu/standin, docs/gpu.md): needs the
# toolkit's headers only; kernels it compiles with g++ include standin_kernel.h from the tree.
STANDIN_SRC := tests/gpu/standin/standin_nvrtc.c tests/gpu/standin/standin_cudart.c tests/gpu/standin/standin_stream.c
build/test/libweft_cuda_standin.so: $(STANDIN_SRC) tests/gpu/standin/standin.h tests/gpu/standin/standin_kernel.h
	@mkdir -p $(dir $@)
	$(CC) -std=c11 -Wall -Wextra -Werror -O2 -shared -fPIC -isystem $(CUDA_HOME)/include \
	  -DSTANDIN_HEADER='"$(abspath tests/gpu/standin/standin_kernel.h)"' -o $@ $(STANDIN_SRC) -ldl

# Installs only what is missing (dpkg-query first, so it costs nothing when all is there).
deps:
	@missing=""; \
	for p in $(DEPS_PKGS); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' \
	    || missing="$$missing $$p"; \
	done; \
	[ -z "$$missing" ] && exit 0; \
	cmd="apt-get install -y --no-install-recommends$$missing"; \
	if [ "$$(id -u)" = 0 ]; then \
	  apt-get update && DEBIAN_FRONTEND=noninteractive $$cmd; \
	else \
	  echo "make deps: missing packages; install them as root with:"; echo "  $$cmd"; exit 1; \
	fi

run: deps
	@$(MAKE) --no-print-directory -j$(JOBS) build/weft
	build/weft examples/tour.py
	@echo; echo "== The same kernel broken: the simulator's report (examples/tour_fault.py)"
	build/weft examples/tour_fault.py
	@echo; echo "== Where the time goes: transfers against compute (--profile examples/tour_profile.py)"
	build/weft --profile examples/tour_profile.py

# Runs every suite even after one fails, then names the failed ones.
test: deps
	@$(MAKE) --no-print-directory -j$(JOBS) build/weft build/weft-switch $(UNIT_BIN)
	@failed=""; \
	for s in $(TEST_SUITES); do \
	  echo "== $$s"; $(MAKE) --no-print-directory $$s || failed="$$failed $$s"; \
	done; \
	if [ -n "$$failed" ]; then echo "== FAILED:$$failed"; exit 1; fi; \
	echo "== all test suites passed"

unit: $(UNIT_BIN)
	@status=0; for t in $(UNIT_BIN); do $$t || status=1; done; exit $$status

# The house rules (docs/architecture.md): layers point one way, files stay small, the typer
# never parses. Reads the sources and build/obj's symbols.
layers:
	$(PYTHON) tests/layers/check_layers.py
	$(PYTHON) tests/layers/check_cleanup_scope.py --self-test
	$(PYTHON) tests/layers/check_cleanup_scope.py
	$(PYTHON) tools/list_globals.py --check

runner-selftest:
	$(PYTHON) tests/test_run_golden.py

golden: build/weft build/test/libweftffi.so
	$(PYTHON) tests/run_golden.py --weft build/weft --cross-check

golden-switch: build/weft-switch build/test/libweftffi.so
	$(PYTHON) tests/run_golden.py --weft build/weft-switch

cli-test: build/weft
	$(PYTHON) tests/cli/test_cli.py --weft build/weft

repl-test: build/weft
	$(PYTHON) tests/repl/test_repl.py --weft build/weft

prof-test: build/weft
	$(PYTHON) tests/prof/test_prof.py --weft build/weft
	$(PYTHON) tests/prof/test_prof_model.py --weft build/weft
	$(PYTHON) tests/prof/test_prof_streams.py --weft build/weft

# The kernel model against published ratios (docs/profiler.md, "Calibration"): fails past 1.5x.
# gpu-calibrate: the same kernels timed on a real GPU (--mode=gpu); says why and exits 0 without one.
calibrate: build/weft
	$(PYTHON) bench/calibrate.py --weft build/weft

gpu-calibrate: build/weft
	$(PYTHON) bench/calibrate.py --weft build/weft --gpu

# The simulator's switches: shuffled schedules, parallel blocks, their validation.
sim-test: build/weft
	$(PYTHON) tests/sim/run_sim_tests.py build/weft

# The kernel debugger's transcripts (tests/debug/CASE.cmd → CASE.out).
debug-test: build/weft
	$(PYTHON) tests/debug/run_debug_tests.py --weft build/weft

# Transcendental ufuncs that match NumPy 1.24 bit for bit stay so (docs/numerics.md)
numerics-test: build/weft
	$(PYTHON) tests/numerics/check_bits.py --guard --weft build/weft

# Every kernel of the corpus lowers to CUDA C and compiles with NVRTC for sm_80 and sm_90 (no GPU
# needed); generated sources match their snapshots; the CUDA C helpers agree with Python; auto
# mode decides as documented; a cached kernel does not load NVRTC.
gpu-test: build/weft build/nocuda/weft
	$(PYTHON) tests/gpu/nocuda_check.py --weft build/nocuda/weft
	$(PYTHON) tests/gpu/compile_all.py --weft build/weft
	$(PYTHON) tests/gpu/check_snapshots.py --weft build/weft
	$(PYTHON) tests/gpu/prelude_host_check.py
	$(PYTHON) tests/gpu/auto_mode_check.py --weft build/weft
	$(PYTHON) tests/gpu/cache_check.py --weft build/weft
	$(PYTHON) tests/gpu/compile_profile_check.py --weft build/weft
	$(PYTHON) tests/gpu/error_paths_check.py --weft build/weft
	$(PYTHON) tests/gpu/ufunc_host_check.py --weft build/weft

# The GPU path end to end without a GPU: NVRTC and the CUDA Runtime replaced by the stand-in
# (tests/gpu/standin: g++ compiles the generated CUDA C, kernels run on the CPU); gpu, auto and
# --gpu-check modes, device arrays, streams, events and the cache against the simulator.
ifneq ($(GPU_CUDA_OK),)
gpu-standin-test: build/weft build/test/libweft_cuda_standin.so
	$(PYTHON) tests/gpu/standin_check.py --weft build/weft -j$(JOBS)
	$(PYTHON) tests/gpu/auto_mode_check.py --weft build/weft --standin build/test/libweft_cuda_standin.so
else
gpu-standin-test:
	@echo "gpu-standin-test: SKIP: no CUDA toolkit at $(CUDA_HOME) (the stand-in needs its headers)"
endif

# The kernel corpus in gpu mode, bit for bit against the simulator (skips without a GPU).
gpu-check: build/weft
	$(PYTHON) tests/gpu/gpu_check.py --weft build/weft

# the kernel corpus under --mode=cpu (native code) against the simulator (docs/cpu.md)
cpu-mode-test: build/weft
	$(PYTHON) tests/cpu/cpu_mode_check.py --weft build/weft -j$(JOBS)

asan:
	@$(MAKE) --no-print-directory -j$(JOBS) build/asan/weft build/test/libweftffi.so
	$(ASAN_ENV) $(PYTHON) tests/run_golden.py --weft build/asan/weft --timeout 60

# A long mutating run (make fuzz FUZZ_TIME=SECONDS), and make test's: every golden program once under
# ASan+UBSan, no mutation (the same tree, the same verdict); tests/fuzz/run_fuzz.sh
# seeds the corpus from tests/golden and says what was found.
FUZZ_TIME ?= 3600
fuzz:
	@$(MAKE) --no-print-directory -j$(JOBS) build/fuzz/weft-fuzz
	tests/fuzz/run_fuzz.sh build/fuzz/weft-fuzz $(FUZZ_TIME)

fuzz-short:
	@$(MAKE) --no-print-directory -j$(JOBS) build/fuzz/weft-fuzz
	tests/fuzz/run_fuzz.sh build/fuzz/weft-fuzz replay

bench: deps
	@$(MAKE) --no-print-directory -j$(JOBS) build/weft
	$(PYTHON) bench/run.py --weft build/weft
	$(PYTHON) bench/jit_run.py --weft build/weft
	$(PYTHON) bench/sim_run.py --weft build/weft
	$(PYTHON) bench/prof_overhead.py --weft build/weft

# The Jupyter kernel (kernel/): its kernelspec folder with kernel.json naming the weft to run.
KERNEL_DIR := share/jupyter/kernels/weft
KERNELSPEC_FLAGS ?= --user
define kernelspec_in
	install -d $(1)
	install -m 644 kernel/weft_kernel.py $(1)/weft_kernel.py
	sed 's|@WEFT@|$(2)|' kernel/kernel.json.in > $(1)/kernel.json
endef

install: build/weft
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 build/weft $(DESTDIR)$(PREFIX)/bin/weft
	$(call kernelspec_in,$(DESTDIR)$(PREFIX)/$(KERNEL_DIR),$(PREFIX)/bin/weft)

kernelspec: build/weft
	rm -rf build/kernelspec
	$(call kernelspec_in,build/kernelspec/weft,$(abspath build/weft))
	jupyter kernelspec install --replace --name weft $(KERNELSPEC_FLAGS) build/kernelspec/weft

# The Jupyter kernel through jupyter_client, and every notebook of notebooks/ executed (their
# stored outputs must be what the run produces).
jupyter-test: build/weft
	$(PYTHON) tests/jupyter/test_kernel.py --weft build/weft

plot-test: build/weft
	$(PYTHON) tests/plot/test_plot.py --weft build/weft

clean:
	rm -rf build

.PHONY: all deps run test layers unit runner-selftest golden golden-switch cli-test repl-test prof-test sim-test debug-test numerics-test gpu-test gpu-standin-test plot-test gpu-check cpu-mode-test asan fuzz fuzz-short calibrate gpu-calibrate \
        bench install kernelspec jupyter-test clean
