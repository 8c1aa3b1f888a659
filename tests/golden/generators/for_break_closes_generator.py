# Breaking out of a for loop over a generator releases the loop's iterator at once: the
# generator is closed (its finally block runs) before the statement after the loop.
def gen(tag):
    try:
        yield 1
        yield 2
    finally:
        print("cleanup", tag)
for v in gen("module"):
    break
print("after break")
def f():
    for v in gen("function"):
        if v == 1:
            break
    print("after break in f")
f()
for v in gen("exhausted"):
    pass
print("after loop")
# expect: cleanup module
# expect: after break
# expect: cleanup function
# expect: after break in f
# expect: cleanup exhausted
# expect: after loop
