# Classes made by a factory in a loop do not pile up (without the collector they held 120 MB).
# (Under ASan the quarantine would hold freed memory: the test turns it off.)
# env: WEFT_MAX_MEMORY=64M ASAN_OPTIONS=detect_leaks=1:quarantine_size_mb=0
def factory(i):
    class Local:
        def get(self):
            return i
    return Local().get()


total = 0
for i in range(50000):
    total += factory(i)
print(total)
# expect: 1249975000
