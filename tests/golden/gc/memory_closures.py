# Half a million self-referencing closures stay within a small memory bound: the collector
# frees them as the loop runs (without it they held 90 MB).
# (Under ASan the quarantine would hold freed memory: the test turns it off.)
# env: WEFT_MAX_MEMORY=64M ASAN_OPTIONS=detect_leaks=1:quarantine_size_mb=0
def make():
    def f():
        return f
    return f


for i in range(500000):
    make()
print("done")
# expect: done
