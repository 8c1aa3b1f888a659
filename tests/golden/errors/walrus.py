if (n := 10) > 5:
    print(n)
# no-cross-check: Weft-specific compile error
# expect error: walrus.py:1:7: error: assignment expressions (:=) are not supported in Weft
