# Unwinding frees what it unwinds: sorted() whose key raises part-way through (after some
# keys were made) releases the list it built, the keys and its buffers (`make asan` checks
# with leak detection on).
words = ["pear", "fig", "apple", "kiwi"]
print(sorted(words, key=lambda w: (len(w), w)))
print(sorted(words, key=len, reverse=True))
def key(w):
    if w == "apple":
        return [w, 1] + None
    return [len(w), w]
print(sorted(words, key=key))
# expect: ['fig', 'kiwi', 'pear', 'apple']
# expect: ['apple', 'pear', 'kiwi', 'fig']
# expect stderr:   File "unwind_sorted_key.py", line 9, in key
# expect runtime error: TypeError: can only concatenate list (not "NoneType") to list
