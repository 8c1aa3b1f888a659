# A dict cannot become a Decimal.
from decimal import Decimal
Decimal({})

# expect runtime error: TypeError: conversion from dict to Decimal is not supported
