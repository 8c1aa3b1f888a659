# repr escapes non-printable characters: \xNN, \uNNNN; printable ones (emoji, accents) stay.
print(repr("a\xa0b\u200bc\u2028d\ufeff\U0001F600\x85é\x00"), ["\u3000"])

# expect: 'a\xa0b\u200bc\u2028d\ufeff😀\x85é\x00' ['\u3000']
