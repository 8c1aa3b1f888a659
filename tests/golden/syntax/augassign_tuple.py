a, b += 1, 2
# expect error: SyntaxError: 'tuple' is an illegal expression for augmented assignment
