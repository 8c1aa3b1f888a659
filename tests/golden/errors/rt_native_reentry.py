def key(v):
    return 1 / v
def run(xs):
    return sorted(xs, key=key)
print(run([3, 1]))
print(run([3, 0]))
# expect: [3, 1]
# expect stderr:   File "rt_native_reentry.py", line 4, in run
# expect stderr:   File "rt_native_reentry.py", line 2, in key
# expect stderr:            ~~^~~
# expect runtime error: ZeroDivisionError: division by zero
