# A million self-referencing closures stay within a small memory bound: the collector frees
# them as the loop runs (without it they held over 100 MB).
# env: WEFT_MAX_MEMORY=40M
def make():
    def f():
        return f
    return f


for i in range(1000000):
    make()
print("done")
# expect: done
