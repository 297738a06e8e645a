package sudoku

import (
	"math/bits"
	"strconv"
	"strings"
)

// A Digit is a value 1..N placed in a cell; 0 means the cell is empty.
type Digit uint8

// A Set is a set of digits, one bit per digit: bit d-1 holds digit d, so a
// Set holds any of the MaxDigits digits and the set operations are single
// machine instructions (math/bits compiles to POPCNT, TZCNT).
type Set uint64

// SetOf returns the set holding the given digits.
func SetOf(ds ...Digit) Set {
	var s Set
	for _, d := range ds {
		s |= Bit(d)
	}
	return s
}

// Bit returns the set holding only d (d >= 1).
func Bit(d Digit) Set { return 1 << (d - 1) }

// Has reports whether d is in s.
func (s Set) Has(d Digit) bool { return s&Bit(d) != 0 }

// Add returns s with d added; Remove returns s without d.
func (s Set) Add(d Digit) Set    { return s | Bit(d) }
func (s Set) Remove(d Digit) Set { return s &^ Bit(d) }

// Len returns the number of digits in s.
func (s Set) Len() int { return bits.OnesCount64(uint64(s)) }

// First returns the smallest digit of s, or 0 when s is empty.
func (s Set) First() Digit {
	if s == 0 {
		return 0
	}
	return Digit(bits.TrailingZeros64(uint64(s)) + 1)
}

// Single returns the digit of a one-digit set, and false for any other set.
func (s Set) Single() (Digit, bool) {
	if s == 0 || s&(s-1) != 0 {
		return 0, false
	}
	return s.First(), true
}

// Digits returns the digits of s in ascending order.
func (s Set) Digits() []Digit {
	ds := make([]Digit, 0, s.Len())
	for ; s != 0; s &= s - 1 {
		ds = append(ds, s.First())
	}
	return ds
}

// String writes the set as braces around its digits in decimal, "{1,5,9}".
func (s Set) String() string {
	var b strings.Builder
	b.WriteByte('{')
	for i, d := range s.Digits() {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(int(d)))
	}
	b.WriteByte('}')
	return b.String()
}
