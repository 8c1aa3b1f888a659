def mean(values):
    total = 0
    for v in values:
        total += v
    return total / len(values)


def report(groups):
    out = {}
    for name, values in groups.items():
        out[name] = mean(values)
    return out


try:
    mean([])  # caught: the debugger does not stop here
except ZeroDivisionError:
    print("caught")
print(report({"a": [1, 2, 3], "b": []}))
