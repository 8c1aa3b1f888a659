# Concatenation, repetition and comparison of strings.
a = "ab"
print(a + "cd", a * 3, 2 * a, a * 0, a * -1, "" * 5)
print("abc" < "abd", "ab" < "abc", "b" > "abc", "a" == "a", "a" != "b", "Z" < "a")
print("ell" in "hello", "x" in "hello", "" in "abc")

# expect: abcd ababab abab   
# expect: True True True True True True
# expect: True False True
