for i in range(3):
print(i)
# no-cross-check: Weft-specific compile error
# expect error: syntax_expected_block.py:2:1: error: expected an indented block after 'for' statement on line 1
