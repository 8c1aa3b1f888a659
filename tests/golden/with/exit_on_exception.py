# The file is closed when an exception leaves the with block, and the exception goes on.
path = "/tmp/weft_golden_with_exit_on_exception.txt"
try:
    with open(path, "w") as f:
        f.write("partial")
        raise ValueError("stop")
except ValueError as e:
    print("caught", e, "closed:", f.closed)
print(open(path).read())
def first_line(p):
    with open(p) as g:
        return g.readline(), g
line, g = first_line(path)
print(line, g.closed)
for i in range(3):
    with open(path) as h:
        if i == 1:
            break
print(h.closed)
# expect: caught stop closed: True
# expect: partial
# expect: partial True
# expect: True
