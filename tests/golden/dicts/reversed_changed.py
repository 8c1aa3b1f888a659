d = {1: 1, 2: 2}
for k in reversed(d):
    d.pop(k)
# expect runtime error: RuntimeError: dictionary changed size during iteration
