# A call from native code back into Python (here eval's and exec's wrapper functions) places
# its frame above the running one, inside the registers of the module's frame, where a dead
# temporary (the comprehension's last string) still holds an object: the call releases it,
# not overwrites it. Each round left 100 KB behind before (MemoryError at round 480).
# env: WEFT_MAX_MEMORY=96M ASAN_OPTIONS=detect_leaks=1:quarantine_size_mb=0
def by_eval(c):
    return eval("c + 1")


def by_exec(c):
    exec("d = c")


total = 0
for i in range(2000):
    for code in ["x" * 100000 + str(k) for k in range(2)]:
        total += by_eval(1)
    for code in ["x" * 100000 + str(k) for k in range(2)]:
        by_exec(1)
print(total, len(code))
# expect: 8000 100001
