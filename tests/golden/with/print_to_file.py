# print(..., file=f) writes to the file.
path = "/tmp/weft_golden_with_print_to_file.txt"
with open(path, "w") as f:
    print("x =", 1, file=f)
    print("a", "b", sep="-", end="!\n", file=f)
    print(file=f)
    print("to stdout", file=None)
print(open(path).readlines())
# expect: to stdout
# expect: ['x = 1\n', 'a-b!\n', '\n']
