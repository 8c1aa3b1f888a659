# print with sep= and end=.
print(1, 2, 3, sep="-")
print("a", "b", sep="", end="!\n")
print("no newline", end="")
print(" then this")
print()
print(None, True, 1.5, "s", [1, "s"], (1,), sep=" | ")
print("flushed", flush=True)

# expect: 1-2-3
# expect: ab!
# expect: no newline then this
# expect: 
# expect: None | True | 1.5 | s | [1, 's'] | (1,)
# expect: flushed
