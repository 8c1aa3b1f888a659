d = {1: 'a', 2: 'b', 3: 'c'}
for k in d:
    if k == 2:
        del d[k]
# expect runtime error: RuntimeError: dictionary changed size during iteration
